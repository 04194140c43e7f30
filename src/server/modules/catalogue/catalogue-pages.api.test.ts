import { afterAll, beforeAll, expect, test } from 'vitest';
import { brandsWithPerfumesFirst, countByBrand } from '#shared/brand-counts.ts';
import type { Brand } from '#shared/brands.ts';
import { type CatalogueFilters, EMPTY_FILTERS, filterProducts, foldText } from '#shared/catalogue-filter.ts';
import type { BrandDirectoryPage, CataloguePage, CatalogueSort } from '#shared/catalogue-view.ts';
import { localizeProduct } from '#shared/i18n/languages.ts';
import type { Product } from '#shared/product.ts';
import { generatedProductRows, insertBrandsUpTo, insertProductRows } from '#tests/helpers/bulk-catalogue.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * The paged form of GET /api/products at 2,000 perfumes (docs/decisions/193): every filter, the
 * search and each sort give what the browser's own filter gave over the whole list, page by page.
 */
let t: TestApp;
let all: Product[];
beforeAll(async () => {
  t = await createTestApp();
  await insertProductRows(t.app, generatedProductRows(2100));
  await insertBrandsUpTo(t.app, 300);
  all = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Every page of a view, read through the API with the largest page, joined. */
async function allPages(query: URLSearchParams): Promise<{ ids: string[]; pages: CataloguePage[] }> {
  const pages: CataloguePage[] = [];
  for (let page = 1; ; page += 1) {
    query.set('page', String(page));
    query.set('size', '48');
    const response = await get(`/api/products?${query.toString()}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<CataloguePage>();
    pages.push(body);
    if (page >= body.pageCount) break;
  }
  return { ids: pages.flatMap((p) => p.products.map((product) => product.id)), pages };
}

function sorted(products: Product[], sort: CatalogueSort, language: 'en' | 'ar' | 'fr'): Product[] {
  if (sort === 'newest') return products;
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const name = (p: Product) => localizeProduct(p, language).name;
  return [...products].sort((a, b) =>
    sort === 'name'
      ? collator.compare(name(a), name(b))
      : collator.compare(a.brand, b.brand) || collator.compare(name(a), name(b)),
  );
}

test('the generated catalogue is 2,000 listed perfumes or more', () => {
  expect(all.length).toBeGreaterThanOrEqual(2000);
});

const VIEWS: [string, Partial<CatalogueFilters>][] = [
  ['nothing', {}],
  ['a name, any case and accent', { name: 'AMBREE' }],
  ['a name in Arabic', { name: 'عطر 1' }],
  ['a name in French', { name: 'parfum ete' }],
  ['a description', { description: 'musc epice' }],
  ['a brand', { brand: 'lattafa' }],
  ['a gender', { gender: 'women' }],
  ['a style', { style: 'woody' }],
  ['a concentration', { concentration: 'oil' }],
  ['a scent family', { family: 'spicy' }],
  ['the site search, across notes and "inspired by"', { q: 'tonka rouge' }],
  ['filters together', { gender: 'men', style: 'Oud', name: 'oud' }],
  ['nothing matching', { name: 'no-such-perfume-xyz' }],
];

for (const [label, filters] of VIEWS) {
  test(`paging by ${label} gives the browser filter's perfumes, in order, each once`, async () => {
    const query = new URLSearchParams(Object.entries(filters) as [string, string][]);
    const { ids, pages } = await allPages(query);
    const expected = filterProducts(all, { ...EMPTY_FILTERS, ...filters });
    expect(ids).toEqual(expected.map((p) => p.id));
    for (const page of pages) expect(page.total).toBe(expected.length);
    if (label !== 'nothing matching' && label !== 'nothing') expect(expected.length).toBeGreaterThan(0);
  });
}

for (const sort of ['name', 'brand'] as const) {
  for (const language of ['en', 'ar'] as const) {
    test(`sorting by ${sort} (${language}) orders the filtered perfumes by the page's language`, async () => {
      const query = new URLSearchParams({ gender: 'unisex', sort, lang: language });
      const { ids } = await allPages(query);
      const expected = sorted(filterProducts(all, { ...EMPTY_FILTERS, gender: 'unisex' }), sort, language);
      expect(ids).toEqual(expected.map((p) => p.id));
    });
  }
}

test('a page is 24 perfumes by default, says where it is, and a page past the end shows the last', async () => {
  const first = (await get('/api/products?page=1')).json<CataloguePage>();
  expect(first.products).toHaveLength(24);
  expect(first).toMatchObject({
    page: 1,
    pageSize: 24,
    total: all.length,
    pageCount: Math.ceil(all.length / 24),
  });
  expect(first.products.map((p) => p.id)).toEqual(all.slice(0, 24).map((p) => p.id));
  expect(first.styles).toEqual(['Floral', 'Oriental', 'Oud', 'Woody']);
  const brandsWithPerfumes = new Set(all.map((p) => p.brand));
  expect(first.brands.length).toBe(brandsWithPerfumes.size);
  expect(new Set(first.brands)).toEqual(brandsWithPerfumes);
  const past = (await get('/api/products?page=999')).json<CataloguePage>();
  expect(past.page).toBe(first.pageCount);
  expect(past.products.map((p) => p.id)).toEqual(all.slice((first.pageCount - 1) * 24).map((p) => p.id));
});

test('the styles come in the order each language’s Style filter lists them', async () => {
  // Boisé, Floral, Oriental, Oud; خشبي، زهري، شرقي، عود: Woody leads where it reads in its own word.
  for (const lang of ['fr', 'ar']) {
    const page = (await get(`/api/products?page=1&lang=${lang}`)).json<CataloguePage>();
    expect(page.styles, lang).toEqual(['Woody', 'Floral', 'Oriental', 'Oud']);
  }
  expect((await get('/api/products?page=1&lang=en')).json<CataloguePage>().styles).toEqual([
    'Floral',
    'Oriental',
    'Oud',
    'Woody',
  ]);
});

test('empty values are no filter, as a plain form sends them', async () => {
  const response = await get(
    '/api/products?page=1&q=&name=&description=&brand=&gender=&style=&concentration=&family=',
  );
  expect(response.statusCode).toBe(200);
  expect(response.json<CataloguePage>().total).toBe(all.length);
});

test('the list without paging values answers exactly as before', async () => {
  const list = await get('/api/products?limit=3');
  expect(list.json<Product[]>().map((p) => p.id)).toEqual(all.slice(0, 3).map((p) => p.id));
});

test.each([
  ['page=0', 'querystring.page'],
  ['page=abc', 'querystring.page'],
  ['page=1001', 'querystring.page'],
  ['page=1&size=49', 'querystring.size'],
  ['gender=boys', 'querystring.gender'],
  ['sort=price', 'querystring.sort'],
  ['concentration=cologne', 'querystring.concentration'],
  ['family=citrus', 'querystring.family'],
  ['lang=de', 'querystring.lang'],
  [`name=${'a'.repeat(201)}`, 'querystring.name'],
  ['limit=4&page=2', 'querystring.limit'],
  ['page=1&colour=red', 'querystring'],
])('GET /api/products?%s is a 400 naming what is wrong', async (query, path) => {
  const response = await get(`/api/products?${query}`);
  expect(response.statusCode).toBe(400);
  const body = response.json<{ error: { code: string; message: string; issues: { path: string }[] } }>();
  expect(body.error.code).toBe('VALIDATION_FAILED');
  expect(body.error.message).not.toBe('');
  expect(body.error.issues[0]?.path).toBe(path);
});

test('a page answered before is a 304 until the catalogue changes', async () => {
  const first = await get('/api/products?page=2&gender=men');
  const etag = String(first.headers.etag);
  expect(first.headers['cache-control']).toBe('public, no-cache');
  expect((await get('/api/products?page=2&gender=men', { 'if-none-match': etag })).statusCode).toBe(304);
  expect((await get('/api/products?page=3&gender=men', { 'if-none-match': etag })).statusCode).toBe(200);
  await insertProductRows(t.app, generatedProductRows(1, 5000));
  const changed = await get('/api/products?page=2&gender=men', { 'if-none-match': etag });
  expect(changed.statusCode).toBe(200);
  all = (await get('/api/products')).json<Product[]>();
});

test('a product page reads its one perfume by the short id of its address', async () => {
  const product = all[100] as Product;
  const shortId = product.path.slice(-12);
  const response = await get(`/api/products/by-short-id/${shortId}`);
  expect(response.statusCode).toBe(200);
  expect(response.json<Product>()).toEqual(product);
  expect((await get('/api/products/by-short-id/000000000000')).statusCode).toBe(404);
  expect((await get('/api/products/by-short-id/not-an-id')).statusCode).toBe(400);
});

test('the brand directory pages 300 brands, those with perfumes first, each with its count', async () => {
  const brands = (await get('/api/brands')).json<Brand[]>();
  expect(brands).toHaveLength(300);
  const counts = countByBrand(all);
  const expected = brandsWithPerfumesFirst(brands, counts);
  const seen: BrandDirectoryPage['brands'] = [];
  for (let page = 1; page <= 5; page += 1) {
    const body = (await get(`/api/brands/directory?page=${page}`)).json<BrandDirectoryPage>();
    expect(body).toMatchObject({ page, pageCount: 5, total: 300 });
    expect(body.brands).toHaveLength(60);
    seen.push(...body.brands);
  }
  expect(seen.map((b) => b.name)).toEqual(expected.map((b) => b.name));
  for (const brand of seen) expect(brand.count).toBe(counts.get(brand.name) ?? 0);
});

test('the brand directory searches names ignoring case and accents; bad values are 400', async () => {
  const body = (await get('/api/brands/directory?search=HOUSE%2029')).json<BrandDirectoryPage>();
  expect(body.brands.map((b) => b.name)).toEqual(
    Array.from({ length: 10 }, (_, n) => `House ${290 + n}`).filter((name) =>
      foldText(name).includes('house 29'),
    ),
  );
  expect((await get('/api/brands/directory?search=zzzz')).json<BrandDirectoryPage>()).toMatchObject({
    brands: [],
    total: 0,
    page: 1,
    pageCount: 1,
  });
  for (const query of ['page=0', `search=${'x'.repeat(101)}`, 'sort=name'])
    expect((await get(`/api/brands/directory?${query}`)).statusCode).toBe(400);
});
