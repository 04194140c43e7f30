import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  ADMIN_LIST_PAGE_SIZE,
  AdminBrandProductsPageSchema,
  AdminListBrandsSchema,
} from '#shared/admin-list.ts';
import { generatedProductRows, insertBrandsUpTo, insertProductRows } from '#tests/helpers/bulk-catalogue.ts';
import { createTestAppWithAdmin, type TestUser } from '#tests/helpers/factories.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';

/**
 * The admin list weighs what it shows (docs/decisions/202): with 2,000 perfumes spread over 300
 * brands its first load is one short line per brand, and an open brand a page of perfumes.
 */
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });

test('with 2,000 perfumes and 300 brands the first load is the brands alone, and a brand a page at most', async () => {
  await insertBrandsUpTo(t.app, 300);
  const names = (await t.app.db.selectFrom('brand').select('name').execute()).map((row) => row.name);
  expect(names.length).toBe(300);
  // Dior holds 150 perfumes, more than a page; the rest go round every brand.
  const rows = generatedProductRows(2060).map((row, n) => ({
    ...row,
    brand: n < 150 ? 'Dior' : (names[n % names.length] as string),
  }));
  await insertProductRows(t.app, rows);
  const catalogue = await t.app.inject({ method: 'GET', url: '/api/products' });
  expect(catalogue.json<unknown[]>().length).toBeGreaterThanOrEqual(2000);

  const first = await get('/api/admin/products/brands');
  expect(first.statusCode).toBe(200);
  const brands = AdminListBrandsSchema.parse(first.json());
  expect(brands.length).toBeGreaterThan(290);
  expect(brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(catalogue.json<unknown[]>().length);
  // A name and a count per brand: no perfume in it, and a fixed small size per brand.
  expect(first.body).not.toContain('imageUrl');
  expect(Buffer.byteLength(first.body)).toBeLessThan(300 * 60);
  expect(Buffer.byteLength(first.body) * 50).toBeLessThan(Buffer.byteLength(catalogue.body));

  const dior = await get(`/api/admin/products?${new URLSearchParams({ brand: 'Dior' })}`);
  const page = AdminBrandProductsPageSchema.parse(dior.json());
  expect(page.products.length).toBe(ADMIN_LIST_PAGE_SIZE);
  expect(page.total).toBe(brands.find((brand) => brand.name === 'Dior')?.count);
  expect(page.pageCount).toBe(Math.ceil(page.total / ADMIN_LIST_PAGE_SIZE));
  expect(Buffer.byteLength(dior.body) * 20).toBeLessThan(Buffer.byteLength(catalogue.body));
  const last = AdminBrandProductsPageSchema.parse(
    (
      await get(`/api/admin/products?${new URLSearchParams({ brand: 'Dior', page: String(page.pageCount) })}`)
    ).json(),
  );
  expect(last.products.length).toBeLessThanOrEqual(ADMIN_LIST_PAGE_SIZE);
  expect(last.products.length).toBe(page.total - (page.pageCount - 1) * ADMIN_LIST_PAGE_SIZE);
});
