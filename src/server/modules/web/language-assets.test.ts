import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { LAST_BUILD_FILE } from '#shared/ssr-build.ts';
import { readLanguageLinks } from './language-assets.ts';

const clientDir = mkdtempSync(path.join(tmpdir(), 'shop-two-builds-'));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

test('with the build before still in the folder, each language preloads only the last build’s files', () => {
  mkdirSync(path.join(clientDir, 'assets'));
  const files: [string, string][] = [
    // The build before (kept for a shop still running it, ADR 214).
    ['catalogue-en-Old1.js', 'export const catalogue={};'],
    ['catalogue-ar-Old2.js', 'export const catalogue={};'],
    ['arabic-700-Old3.woff2', 'font'],
    // The last build.
    ['catalogue-en-New1.js', 'export{t as catalogue}from"./en-New4.js";'],
    ['en-New4.js', 'export const t={};'],
    ['catalogue-ar-New2.js', 'export const catalogue={};'],
    ['arabic-700-New3.woff2', 'font'],
  ];
  for (const [file, code] of files) writeFileSync(path.join(clientDir, 'assets', file), code);
  const last = ['catalogue-en-New1.js', 'en-New4.js', 'catalogue-ar-New2.js', 'arabic-700-New3.woff2'];
  writeFileSync(path.join(clientDir, LAST_BUILD_FILE), JSON.stringify(last.map((file) => `assets/${file}`)));

  const links = readLanguageLinks(clientDir);
  const en = links.get('en') ?? '';
  expect(en).toContain('/assets/catalogue-en-New1.js');
  expect(en).toContain('/assets/en-New4.js');
  const ar = links.get('ar') ?? '';
  expect(ar).toContain('/assets/catalogue-ar-New2.js');
  expect(ar).toContain('/assets/arabic-700-New3.woff2');
  expect(`${en}${ar}`).not.toMatch(/Old\d/);

  // A folder without the record (built before it existed) reads every file, as before.
  rmSync(path.join(clientDir, LAST_BUILD_FILE));
  expect(readLanguageLinks(clientDir).get('ar')).toMatch(/arabic-700-Old3/);
});
