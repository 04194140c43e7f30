import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Product } from '#shared/product.ts';
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

test('the catalogue pages and a product page weigh the same at 70 and at 2,000 perfumes', async () => {
  await insertProductRows(t.app, generatedProductRows(72));
  const few = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
  expect(few.length).toBeGreaterThanOrEqual(70);
  const product = few[10] as Product;
  const small = new Map<string, number>();
  for (const url of [...PAGES, product.path]) small.set(url, await bytesOf(url));

  await insertProductRows(t.app, generatedProductRows(2030, 72));
  await insertBrandsUpTo(t.app, 300);
  const many = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
  expect(many.length).toBeGreaterThanOrEqual(2000);
  for (const url of [...PAGES, product.path]) {
    const before = small.get(url) ?? 0;
    const after = await bytesOf(url);
    expect(Math.abs(after - before) / before, `${url}: ${before} bytes, then ${after}`).toBeLessThanOrEqual(
      0.1,
    );
  }

  // No page holds the catalogue: /perfumes carries its 24 perfumes, a product page its own and four more.
  const perfumes = (await t.app.inject({ method: 'GET', url: '/perfumes' })).body;
  expect(queryStateOf(perfumes).split('"imageSrcSet"').length - 1).toBe(24);
  const page = (await t.app.inject({ method: 'GET', url: product.path })).body;
  expect(queryStateOf(page).split('"imageSrcSet"').length - 1).toBeLessThanOrEqual(1 + 5);
}, 120_000);
