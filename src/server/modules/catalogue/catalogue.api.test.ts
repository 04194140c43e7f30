import { afterAll, beforeAll, expect, test } from 'vitest';
import { BrandSchema } from '#shared/brands.ts';
import { noFragranceDetails } from '#shared/fragrance.ts';
import { ProductSchema } from '#shared/product.ts';
import { createProduct } from '#tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('GET /api/products lists newest first and only products with both an image and a name', async () => {
  const oldest = await createProduct(t.app, { name: 'Oldest', createdAt: '2026-01-01T10:00:00.000Z' });
  const newest = await createProduct(t.app, { name: 'Newest', createdAt: '2026-03-01T10:00:00.000Z' });
  const middle = await createProduct(t.app, { name: 'Middle', createdAt: '2026-02-01T10:00:00.000Z' });
  await createProduct(t.app, { name: 'No image', imageUrl: '', createdAt: '2026-04-01T10:00:00.000Z' });
  await createProduct(t.app, { name: '', createdAt: '2026-04-02T10:00:00.000Z' });

  const response = await t.app.inject({ method: 'GET', url: '/api/products' });
  expect(response.statusCode).toBe(200);
  const products = ProductSchema.array().parse(response.json());
  expect(products.map((p) => p.id)).toEqual([newest.id, middle.id, oldest.id]);
  expect(products[0]).toMatchObject({
    name: 'Newest',
    brand: 'Lattafa',
    category: 'unisex',
    backgroundRemoved: false,
  });
});

test('GET /api/products?limit=2 returns the two newest', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/products?limit=2' });
  expect(response.statusCode).toBe(200);
  expect(response.json<{ name: string }[]>().map((p) => p.name)).toEqual(['Newest', 'Middle']);
});

test.each(['0', '101', '-1', '2.5', 'abc', ''])(
  'GET /api/products?limit=%s is a 400 naming limit',
  async (limit) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?limit=${limit}` });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; issues: { path: string }[] } }>();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.issues[0]?.path).toBe('querystring.limit');
  },
);

test('GET /api/products/by-ids gives the listed perfumes among the ids, in their order, and no others', async () => {
  const listed = ProductSchema.array().parse(
    (await t.app.inject({ method: 'GET', url: '/api/products' })).json(),
  );
  const [first, second] = listed;
  if (!first || !second) throw new Error('the tests above list three perfumes');
  const unlisted = await createProduct(t.app, { name: 'Still unnamed', imageUrl: '' });
  const ids = [second.id, 'no-such-perfume', first.id, unlisted.id, second.id].join(',');
  const response = await t.app.inject({ method: 'GET', url: `/api/products/by-ids?ids=${ids}` });
  expect(response.statusCode).toBe(200);
  const found = ProductSchema.array().parse(response.json());
  expect(found.map((p) => p.id)).toEqual([second.id, first.id]);
  expect(found[0]).toEqual(second);
});

test.each([
  ['', 'no id'],
  [',,,', 'only commas'],
  [Array.from({ length: 201 }, (_, i) => `id-${i}`).join(','), 'more perfumes than an order holds'],
  ['x'.repeat(65), 'an id too long'],
])('GET /api/products/by-ids?ids=%# (%s) is a 400 naming ids', async (ids) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/products/by-ids?${new URLSearchParams({ ids })}`,
  });
  expect(response.statusCode).toBe(400);
  const body = response.json<{ error: { code: string; issues: { path: string }[] } }>();
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.issues[0]?.path).toMatch(/^querystring\.ids/);
});

test('GET /api/products/by-ids without ids, or with another parameter, is refused', async () => {
  for (const url of ['/api/products/by-ids', '/api/products/by-ids?ids=a&limit=2']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode, url).toBe(400);
  }
});

test('an unknown query parameter is refused', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/products?sort=price' });
  expect(response.statusCode).toBe(400);
});

test('GET /api/products/:id returns the product in camelCase', async () => {
  const product = await createProduct(t.app, {
    name: 'Kalemat',
    brand: 'Arabian Oud',
    category: 'women',
    style: 'Oud',
  });
  const response = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    id: product.id,
    name: 'Kalemat',
    description: 'A test fragrance.',
    category: 'women',
    brand: 'Arabian Oud',
    style: 'Oud',
    imageUrl: product.imageUrl,
    imageSrcSet: product.imageSrcSet,
    imageAvifSrcSet: product.imageAvifSrcSet,
    imageWidth: null,
    imageHeight: null,
    previewImageUrl: product.previewImageUrl,
    path: product.path,
    fileName: product.fileName,
    backgroundRemoved: false,
    soldOutSizes: [],
    // One picture: the main and only photo; no price of its own (docs/decisions/185, 187).
    photos: [
      { id: product.fileName, url: product.imageUrl, width: null, height: null, backgroundRemoved: false },
    ],
    sizePrices: [],
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    ...noFragranceDetails(),
    // No Arabic or French texts were given: the storefront falls back to these (docs/decisions/124).
    nameAr: null,
    nameFr: null,
    descriptionAr: null,
    descriptionFr: null,
  });
});

test('GET /api/products/:id for an unknown id is a 404 PRODUCT_NOT_FOUND', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/products/not-a-real-id' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ error: { code: 'PRODUCT_NOT_FOUND' } });
});

test('GET /api/brands lists about 70 brands, one written in Arabic script, each with a logo', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/brands' });
  expect(response.statusCode).toBe(200);
  const brands = BrandSchema.array().parse(response.json());
  expect(brands.length).toBeGreaterThanOrEqual(65);
  expect(brands.length).toBeLessThanOrEqual(75);
  for (const name of [
    'Dior',
    'Chanel',
    'Tom Ford',
    'Creed',
    'Amouage',
    'Xerjoff',
    'Lattafa',
    'Rasasi',
    'Ajmal',
  ]) {
    expect(brands.map((b) => b.name)).toContain(name);
  }
  const arabic = brands.filter((b) => /[\u0600-\u06FF]/.test(b.name));
  expect(arabic).toHaveLength(1);
  expect(new Set(brands.map((b) => b.slug)).size).toBe(brands.length);
  const dior = brands.find((b) => b.name === 'Dior');
  expect(dior).toEqual({
    name: 'Dior',
    slug: 'dior',
    logoUrl: '/brand-logos/dior.svg',
    nameAr: null,
    nameFr: null,
  });
});

test('a brand logo is an SVG wordmark served with caching; an unknown one is a 404', async () => {
  const logo = await t.app.inject({ method: 'GET', url: '/brand-logos/tom-ford.svg' });
  expect(logo.statusCode).toBe(200);
  expect(logo.headers['content-type']).toContain('image/svg+xml');
  expect(logo.headers['cache-control']).toMatch(/max-age=\d{5,}/);
  expect(logo.body).toContain('Tom Ford');
  const arabic = await t.app.inject({ method: 'GET', url: '/brand-logos/al-majed-oud.svg' });
  expect(arabic.body).toContain('الماجد للعود');
  const unknown = await t.app.inject({ method: 'GET', url: '/brand-logos/no-such-house.svg' });
  expect(unknown.statusCode).toBe(404);
});
