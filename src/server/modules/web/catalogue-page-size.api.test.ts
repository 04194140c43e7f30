import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Product } from '#shared/product.ts';
import { SSR_ENTRY_FILE, ssrDirOf } from '#shared/ssr-build.ts';
import { type BuiltClient, buildClient } from '#tests/helpers/built-client.ts';
import { generatedProductRows, insertBrandsUpTo, insertProductRows } from '#tests/helpers/bulk-catalogue.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * The catalogue's pages weigh what they show (docs/decisions/193, 194): with 2,000 perfumes and 300
 * brands they stay within 10% of their bytes with 70 perfumes and the shop's first brands.
 */
let client: BuiltClient | undefined;
let t: TestApp;
beforeAll(async () => {
  client = await buildClient();
  // Loaded once before the app starts: on a busy machine loading the renderer can outlast the
  // server's plugin time limit, and the app's own import then finds it loaded.
  await import(pathToFileURL(path.join(ssrDirOf(client.clientDir), SSR_ENTRY_FILE)).href);
  t = await createTestApp({ CLIENT_DIR: client.clientDir });
}, 180_000);
afterAll(async () => {
  await t?.close();
  client?.remove();
});

const PAGES = [
  '/perfumes',
  '/ar/perfumes',
  '/fr/perfumes?gender=women',
  '/perfumes?page=2',
  '/explore-perfumes',
  '/',
];

async function bytesOf(url: string): Promise<number> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return Buffer.byteLength(response.body);
}

const queryStateOf = (html: string) =>
  /<script id="query-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

test('the catalogue pages weigh the same at 70 and at 2,000 perfumes; a product page holds its own and a few', async () => {
  await insertProductRows(t.app, generatedProductRows(72));
  const few = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
  expect(few.length).toBeGreaterThanOrEqual(70);
  const product = few[10] as Product;
  const small = new Map<string, number>();
  for (const url of PAGES) small.set(url, await bytesOf(url));

  await insertProductRows(t.app, generatedProductRows(2030, 72));
  await insertBrandsUpTo(t.app, 300);
  const many = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
  expect(many.length).toBeGreaterThanOrEqual(2000);
  for (const url of PAGES) {
    const before = small.get(url) ?? 0;
    const after = await bytesOf(url);
    expect(Math.abs(after - before) / before, `${url}: ${before} bytes, then ${after}`).toBeLessThanOrEqual(
      0.1,
    );
  }

  // No page holds the catalogue: /perfumes carries its 24 perfumes, a product page its own and its
  // brand's few (at 70 perfumes its brand had none other, so its bytes are not compared).
  const perfumes = (await t.app.inject({ method: 'GET', url: '/perfumes' })).body;
  expect(queryStateOf(perfumes).split('"imageSrcSet"').length - 1).toBe(24);
  const page = (await t.app.inject({ method: 'GET', url: product.path })).body;
  expect(queryStateOf(page).split('"imageSrcSet"').length - 1).toBeLessThanOrEqual(1 + 5);
}, 120_000);
