import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

// A stand-in build with the .br and .gz files scripts/precompress.ts writes beside each asset.
const clientDir = mkdtempSync(path.join(tmpdir(), 'shop-precompressed-'));
const script = `console.log(${JSON.stringify('oud '.repeat(2000))});`;
const asset = path.join(clientDir, 'assets', 'index-Zx98Yw76.js');
mkdirSync(path.dirname(asset));
writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>',
);
writeFileSync(asset, script);
writeFileSync(`${asset}.br`, brotliCompressSync(script));
writeFileSync(`${asset}.gz`, gzipSync(script, { level: 9 }));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const get = (encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/assets/index-Zx98Yw76.js',
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });

test('a hashed asset is sent as its precompressed brotli file to a browser that takes brotli', async () => {
  const response = await get('gzip, deflate, br');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  expect(response.rawPayload.length).toBeLessThan(script.length / 10);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a client that takes only gzip gets the precompressed gzip file', async () => {
  const response = await get('gzip');
  expect(response.headers['content-encoding']).toBe('gzip');
  expect(response.rawPayload.equals(gzipSync(script, { level: 9 }))).toBe(true);
});

test('a client that takes no compression gets the plain file', async () => {
  const response = await get();
  expect(response.headers['content-encoding']).toBeUndefined();
  expect(response.body).toBe(script);
});
