import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createProduct, createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createTestApp, SAME_ORIGIN, type TestApp, testConfig } from '#tests/helpers/test-app.ts';

let t: TestApp;
let other: FastifyInstance;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  // A second app on the same database: another process, with its own kept catalogue (and, on
  // PostgreSQL, its own LISTEN connection).
  other = await buildApp(testConfig(t.database), { logger: false });
  await other.ready();
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const names = (body: string) => (JSON.parse(body) as { name: string }[]).map((p) => p.name);

test('the catalogue JSON carries a validator, a CDN-friendly cache rule and a 304 for a repeat', async () => {
  await createProduct(t.app, { name: 'Cache Rose' });
  const first = await t.app.inject({ method: 'GET', url: '/api/products' });
  expect(first.statusCode).toBe(200);
  // Browsers revalidate (a change shows on the next request); a CDN keeps it briefly.
  expect(first.headers['cache-control']).toBe('public, no-cache');
  expect(first.headers['cdn-cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^".+"$/);
  expect(names(first.body)).toContain('Cache Rose');

  const repeat = await t.app.inject({
    method: 'GET',
    url: '/api/products',
    headers: { 'if-none-match': etag },
  });
  expect(repeat.statusCode).toBe(304);
  expect(repeat.body).toBe('');

  const brands = await t.app.inject({ method: 'GET', url: '/api/brands' });
  expect(brands.headers.etag).toMatch(/^".+"$/);
  expect(brands.headers['cdn-cache-control']).toContain('stale-while-revalidate');
});

test('the kept JSON goes out compressed as the client accepts, the same list in every encoding', async () => {
  const plain = await t.app.inject({ method: 'GET', url: '/api/products' });
  const br = await t.app.inject({
    method: 'GET',
    url: '/api/products',
    headers: { 'accept-encoding': 'br' },
  });
  expect(br.headers['content-encoding']).toBe('br');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  const gz = await t.app.inject({
    method: 'GET',
    url: '/api/products',
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  expect(plain.headers.vary).toContain('Accept-Encoding');
});

test('an admin change shows on the next request here, with a new validator', async () => {
  const product = await createProduct(t.app, { name: 'Stock Check' });
  const before = await t.app.inject({ method: 'GET', url: '/api/products' });
  const stock = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/products/${product.id}/stock`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
    payload: { size: '50', isSoldOut: true },
  });
  expect(stock.statusCode).toBe(200);
  const after = await t.app.inject({ method: 'GET', url: '/api/products' });
  expect(after.headers.etag).not.toBe(before.headers.etag);
  const changed = (JSON.parse(after.body) as { id: string; soldOutSizes: string[] }[]).find(
    (p) => p.id === product.id,
  );
  expect(changed?.soldOutSizes).toEqual(['50']);

  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/products/${product.id}`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  expect(removed.statusCode).toBe(204);
  expect(names((await t.app.inject({ method: 'GET', url: '/api/products' })).body)).not.toContain(
    'Stock Check',
  );
});

test('a product change in one process shows in the other within 5 s', async () => {
  const product = await createProduct(t.app, { name: 'Two Processes' });
  // The other process keeps its list.
  expect(names((await other.inject({ method: 'GET', url: '/api/products' })).body)).toContain(
    'Two Processes',
  );
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/products/${product.id}`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  expect(removed.statusCode).toBe(204);
  const start = Date.now();
  let isGone = false;
  while (!isGone && Date.now() - start < 5000) {
    const list = await other.inject({ method: 'GET', url: '/api/products' });
    isGone = !names(list.body).includes('Two Processes');
    if (!isGone) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(isGone).toBe(true);
});
