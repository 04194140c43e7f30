import { afterAll, beforeAll, expect, test } from 'vitest';
import { ProductSchema } from '#shared/product.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'true' });
}, 240_000);
afterAll(() => t.close());

test('the demo catalogue: 24+ products, 8+ brands, every category, some styles, long descriptions in three languages, real images', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/products' });
  const products = ProductSchema.array().parse(response.json());
  expect(products.length).toBeGreaterThanOrEqual(24);
  expect(new Set(products.map((p) => p.brand)).size).toBeGreaterThanOrEqual(8);
  expect(new Set(products.map((p) => p.category))).toEqual(new Set(['men', 'women', 'unisex']));
  expect(products.filter((p) => p.style).length).toBeGreaterThanOrEqual(3);
  expect(products.filter((p) => p.description.length > 100).length).toBeGreaterThanOrEqual(3);
  expect(new Set(products.map((p) => p.createdAt)).size).toBe(products.length);

  const brands = await t.app.inject({ method: 'GET', url: '/api/brands' });
  const known = new Set(brands.json<{ name: string }[]>().map((b) => b.name));
  expect(products.every((p) => known.has(p.brand))).toBe(true);
  // Every brand the shop lists leads to at least one perfume.
  const withPerfumes = new Set(products.map((p) => p.brand));
  expect([...known].filter((brand) => !withPerfumes.has(brand))).toEqual([]);
  expect(new Set(products.map((p) => p.name)).size).toBe(products.length);
  // Every perfume reads in Arabic and French too; the Arabic houses' names in Arabic.
  expect(products.filter((p) => !p.descriptionAr || !p.descriptionFr)).toEqual([]);
  expect(products.find((p) => p.name === 'Khamrah')?.nameAr).toBe('خمرة');

  // Once the shop is ready it draws the demo pictures, their AVIF/WebP variants and link previews,
  // one perfume after another (first-start.api.test.ts follows them to the last).
  const drawn = async () =>
    ProductSchema.array()
      .parse((await t.app.inject({ method: 'GET', url: '/api/products' })).json())
      .find((p) => p.imageSrcSet !== '');
  await expect.poll(drawn, { timeout: 120_000 }).toBeDefined();
  const first = await drawn();
  if (!first) throw new Error('no products');
  const image = await t.app.inject({ method: 'GET', url: first.imageUrl });
  expect(image.statusCode).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
  expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  expect(first.imageSrcSet).toContain('320w');
}, 150_000);

test('SEED_DEMO=false leaves the catalogue empty', async () => {
  const empty = await (await import('#tests/helpers/test-app.ts')).createTestApp();
  try {
    const response = await empty.app.inject({ method: 'GET', url: '/api/products' });
    expect(response.json()).toEqual([]);
  } finally {
    await empty.close();
  }
});
