import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { pruneOlderBuilds } from '../../scripts/keep-previous-build.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder holding `files` (paths under it), as a build and the precompression leave them. */
function folderWith(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-builds-'));
  dirs.push(dir);
  for (const file of files) write(dir, file);
  return dir;
}
function write(dir: string, file: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), file);
}
const assets = (dir: string) => readdirSync(path.join(dir, 'assets')).sort();

test('a build keeps the files of the build before it, then the next build removes them with their copies', () => {
  const first = ['assets/index-AAA.js', 'assets/index-AAA.css', 'assets/Page-AAA.js'];
  const dir = folderWith([
    'index.html',
    'favicon.svg',
    ...first,
    'assets/index-AAA.js.br',
    'assets/index-AAA.js.gz',
  ]);
  // The first build with a record: nothing is known of the builds before, so nothing goes.
  expect(pruneOlderBuilds(dir, ['index.html', ...first])).toEqual([]);

  // The second: its own files and the first's stay, for the shop still running the first.
  const second = ['assets/index-BBB.js', 'assets/index-AAA.css', 'assets/Page-BBB.js'];
  for (const file of second) write(dir, file);
  expect(pruneOlderBuilds(dir, ['index.html', ...second])).toEqual([]);
  expect(assets(dir)).toEqual([
    'Page-AAA.js',
    'Page-BBB.js',
    'index-AAA.css',
    'index-AAA.js',
    'index-AAA.js.br',
    'index-AAA.js.gz',
    'index-BBB.js',
  ]);

  // The third: what only the first used goes, its precompressed copies too; the rest stays.
  const third = ['assets/index-CCC.js', 'assets/index-AAA.css', 'assets/Page-BBB.js'];
  for (const file of third) write(dir, file);
  expect(pruneOlderBuilds(dir, ['index.html', ...third])).toEqual([
    'assets/Page-AAA.js',
    'assets/index-AAA.js',
    'assets/index-AAA.js.br',
    'assets/index-AAA.js.gz',
  ]);
  expect(assets(dir)).toEqual(['Page-BBB.js', 'index-AAA.css', 'index-BBB.js', 'index-CCC.js']);
  // Outside assets/ nothing is touched: the public files are the build's to write over.
  expect(existsSync(path.join(dir, 'favicon.svg'))).toBe(true);
  expect(existsSync(path.join(dir, 'index.html'))).toBe(true);
});

test('a record that cannot be read removes nothing, and is written again', () => {
  const dir = folderWith(['assets/old-AAA.js', 'assets/index-BBB.js']);
  writeFileSync(path.join(dir, '.last-build.json'), '{ not json');
  expect(pruneOlderBuilds(dir, ['assets/index-BBB.js'])).toEqual([]);
  expect(assets(dir)).toEqual(['index-BBB.js', 'old-AAA.js']);
  // The next build knows the last one again.
  expect(pruneOlderBuilds(dir, ['assets/index-CCC.js'])).toEqual(['assets/old-AAA.js']);
});
