import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  ADMIN_LIST_PAGE_SIZE,
  AdminBrandProductsPageSchema,
  AdminListBrandsSchema,
} from '#shared/admin-list.ts';
import { ProductSchema } from '#shared/product.ts';
import {
  createProduct,
  createTestAppWithAdminAndCustomer,
  insertProductRow,
  type TestUser,
} from '#tests/helpers/factories.ts';
import { SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  ({ t, admin, customer } = await createTestAppWithAdminAndCustomer());
});
afterAll(() => t.close());

const get = (url: string, cookie: string | undefined = admin.cookie) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function brandList() {
  const response = await get('/api/admin/products/brands');
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return AdminListBrandsSchema.parse(response.json());
}

async function brandPage(brand: string, page?: number) {
  const query = new URLSearchParams({ brand, ...(page === undefined ? {} : { page: String(page) }) });
  const response = await get(`/api/admin/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return AdminBrandProductsPageSchema.parse(response.json());
}

test('the brand list holds the known brands with listed perfumes, alphabetical, each with its count', async () => {
  expect(await brandList()).toEqual([]);
  await createProduct(t.app, { brand: 'Lattafa' });
  await createProduct(t.app, { brand: 'Dior' });
  await createProduct(t.app, { brand: 'Dior' });
  await createProduct(t.app, { brand: 'Hermès' });
  await createProduct(t.app, { brand: 'الماجد للعود' });
  // Not shown on the list today either: no image or no name.
  await createProduct(t.app, { brand: 'Chanel', imageUrl: '' });
  await createProduct(t.app, { brand: 'Chanel', name: '' });
  expect(await brandList()).toEqual([
    { name: 'Dior', count: 2 },
    { name: 'Hermès', count: 1 },
    { name: 'Lattafa', count: 1 },
    { name: 'الماجد للعود', count: 1 },
  ]);
});

test("a brand's perfumes come a page at a time, newest first, each as the catalogue gives it", async () => {
  const ids: string[] = [];
  for (let n = 0; n < ADMIN_LIST_PAGE_SIZE + 3; n += 1) {
    const createdAt = new Date(Date.UTC(2026, 2, 1, 0, n)).toISOString();
    ids.push(await insertProductRow(t.app.db, { brand: 'Creed', createdAt }));
  }
  await insertProductRow(t.app.db, { brand: 'Creed', imageUrl: '' });
  t.app.catalogue.changed();
  const newestFirst = ids.toReversed();

  const first = await brandPage('Creed');
  expect(first).toMatchObject({ total: 53, page: 1, pageSize: ADMIN_LIST_PAGE_SIZE, pageCount: 2 });
  expect(first.products.map((p) => p.id)).toEqual(newestFirst.slice(0, ADMIN_LIST_PAGE_SIZE));
  const second = await brandPage('Creed', 2);
  expect(second).toMatchObject({ total: 53, page: 2, pageCount: 2 });
  expect(second.products.map((p) => p.id)).toEqual(newestFirst.slice(ADMIN_LIST_PAGE_SIZE));
  expect((await brandPage('Creed', 3)).products).toEqual([]);

  // Everything the card shows: stock, prices, photos, as the product's own address answers.
  const own = ProductSchema.parse((await get(`/api/products/${first.products[0]?.id}`)).json());
  expect(first.products[0]).toEqual(own);
  expect(first.products.every((p) => p.brand === 'Creed')).toBe(true);

  // The numbers of bottles come with the perfumes they count, and only with them.
  for (const [id, quantity] of [
    [newestFirst[0], 7],
    [newestFirst[ADMIN_LIST_PAGE_SIZE], 2],
  ] as const) {
    const counted = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${id}/stock-count`,
      headers: { ...SAME_ORIGIN, cookie: admin.cookie },
      payload: { size: '50', quantity },
    });
    expect(counted.statusCode, counted.body).toBe(200);
  }
  expect((await brandPage('Creed')).stockCounts).toEqual([
    { productId: newestFirst[0], size: '50', quantity: 7 },
  ]);
  expect((await brandPage('Creed', 2)).stockCounts).toEqual([
    { productId: newestFirst[ADMIN_LIST_PAGE_SIZE], size: '50', quantity: 2 },
  ]);
  expect((await brandPage('Creed', 3)).stockCounts).toEqual([]);
});

test('a brand the shop has no perfume of, or does not know, has an empty list', async () => {
  for (const brand of ['Xerjoff', 'No Such House', 'creed', '%_']) {
    expect(await brandPage(brand)).toEqual({
      products: [],
      stockCounts: [],
      total: 0,
      page: 1,
      pageSize: ADMIN_LIST_PAGE_SIZE,
      pageCount: 1,
    });
  }
});

test.each([
  ['brand=Dior&page=0', 'querystring.page'],
  ['brand=Dior&page=-1', 'querystring.page'],
  ['brand=Dior&page=2.5', 'querystring.page'],
  ['brand=Dior&page=abc', 'querystring.page'],
  ['brand=Dior&page=1001', 'querystring.page'],
  ['page=1', 'querystring.brand'],
  ['brand=', 'querystring.brand'],
  [`brand=${'x'.repeat(61)}`, 'querystring.brand'],
  ['brand=Di%00or', 'querystring.brand'],
  ['brand=Dior&brand=Creed', 'querystring.brand'],
  ['brand=Dior&search=a', 'querystring'],
])('GET /api/admin/products?%s is a 400 naming %s', async (query, path) => {
  const response = await get(`/api/admin/products?${query}`);
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<{ error: { code: string; message: string; issues: { path: string }[] } }>();
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.message).not.toBe('');
  expect(body.error.issues[0]?.path).toBe(path);
});

test('only the admin may read the list: signed out is 401, a customer 403', async () => {
  for (const url of ['/api/admin/products/brands', '/api/admin/products?brand=Dior']) {
    const signedOut = await get(url, '');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json<{ error: { message: string } }>().error.message).toBe('No user signed in');
    const asCustomer = await get(url, customer.cookie);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json<{ error: { message: string } }>().error.message).toBe('Unauthorized access');
  }
});
