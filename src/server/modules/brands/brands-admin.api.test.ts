import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  GIF_1PX,
  mediaFiles,
  pngOfExactSize,
  pngPart,
  sampleImage,
  sendForm,
} from '#server/modules/admin/admin.test-kit.ts';
import { ActivityPageSchema } from '#shared/admin-records.ts';
import { type AdminBrand, AdminBrandSchema } from '#shared/brand-names.ts';
import { BrandSchema } from '#shared/brands.ts';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { FR } from '#shared/i18n/catalogues/fr.ts';
import {
  createProduct,
  createTestAppWithAdmin,
  createUser,
  type TestUser,
} from '#tests/helpers/factories.ts';
import { createStandInClient } from '#tests/helpers/stand-in-client.ts';
import { SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let png: Buffer;

// A stand-in build of the client: the brand views' heads are the server's part of the page.
const clientDir = createStandInClient('shop-brands-client-');

beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin({ CLIENT_DIR: clientDir }));
  customer = await createUser(t.app);
  png = await sampleImage('png', 200);
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; params?: Record<string, unknown> } }).error;

async function addBrand(parts: Record<string, string | ReturnType<typeof pngPart>>) {
  return sendForm(t.app, { method: 'POST', url: '/api/admin/brands', cookie: admin.cookie, parts });
}

async function added(parts: Record<string, string | ReturnType<typeof pngPart>>): Promise<AdminBrand> {
  const response = await addBrand(parts);
  expect(response.statusCode, response.body).toBe(201);
  return AdminBrandSchema.parse(response.json());
}

async function publicBrands() {
  const response = await t.app.inject({ method: 'GET', url: '/api/brands' });
  return BrandSchema.array().parse(response.json());
}

async function brandRows() {
  return JSON.stringify(await t.app.db.selectFrom('brand').selectAll().orderBy('slug').execute());
}

test('the owner adds a brand with its Arabic and French names; the storefront lists it at once', async () => {
  const before = await publicBrands();
  expect(before.some((b) => b.name === 'Oud Elite')).toBe(false);
  const brand = await added({ name: '  Oud   Elite ', nameAr: 'عود إيليت', nameFr: 'Oud Élite' });
  expect(brand).toMatchObject({
    name: 'Oud Elite',
    slug: 'oud-elite',
    nameAr: 'عود إيليت',
    nameFr: 'Oud Élite',
    hasLogo: false,
    productCount: 0,
    logoUrl: '/brand-logos/oud-elite.svg',
  });
  const after = await publicBrands();
  expect(after.find((b) => b.name === 'Oud Elite')).toEqual({
    name: 'Oud Elite',
    slug: 'oud-elite',
    logoUrl: '/brand-logos/oud-elite.svg',
    nameAr: 'عود إيليت',
    nameFr: 'Oud Élite',
  });
  const logo = await t.app.inject({ method: 'GET', url: '/brand-logos/oud-elite.svg' });
  expect(logo.statusCode).toBe(200);
  // The directory's search finds it by the name each language's page shows.
  for (const search of ['عود إيليت', 'oud elite']) {
    const directory = await t.app.inject({
      method: 'GET',
      url: `/api/brands/directory?search=${encodeURIComponent(search)}`,
    });
    expect(directory.json<{ brands: { name: string }[] }>().brands.map((b) => b.name)).toEqual(['Oud Elite']);
  }
});

test('a name another brand has, in any case or accents, is refused with that brand named', async () => {
  for (const name of ['dior', 'DIOR', ' Dior ', 'hermes', 'HERMÈS', 'Hermès']) {
    const before = await brandRows();
    const response = await addBrand({ name });
    expect(response.statusCode, name).toBe(409);
    expect(errorOf(response).code).toBe('BRAND_NAME_TAKEN');
    expect(errorOf(response).params?.name).toMatch(/^(Dior|Hermès)$/);
    expect(await brandRows()).toBe(before);
  }
  const arabic = await addBrand({ name: 'الْمَاجِد لِلعود' });
  expect(arabic.statusCode).toBe(409);
  expect(errorOf(arabic).params?.name).toBe('الماجد للعود');
});

test('a brand named only in Arabic script gets an address of its own', async () => {
  const brand = await added({ name: 'عطور الشرق' });
  expect(brand.slug).toMatch(/^brand(-[0-9a-f]{8})?$/);
  const logo = await t.app.inject({ method: 'GET', url: brand.logoUrl });
  expect(logo.statusCode).toBe(200);
  expect(logo.body).toContain('عطور الشرق');
});

test('bad names are refused with a message and change nothing', async () => {
  const before = await brandRows();
  const cases: [Record<string, string>, number][] = [
    [{}, 400],
    [{ name: '   ' }, 400],
    [{ name: 'x'.repeat(61) }, 400],
    [{ name: 'Nice\u0007Brand' }, 400],
    [{ name: 'Good', nameAr: 'ع'.repeat(61) }, 400],
    [{ name: 'Good', extra: 'field' }, 400],
  ];
  for (const [parts, status] of cases) {
    const response = await addBrand(parts);
    expect(response.statusCode, JSON.stringify(parts)).toBe(status);
    expect(errorOf(response).message.length).toBeGreaterThan(0);
  }
  const json = await t.app.inject({
    method: 'POST',
    url: '/api/admin/brands',
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
    payload: { name: 'Json' },
  });
  expect(json.statusCode).toBe(415);
  expect(await brandRows()).toBe(before);
});

test('a hostile name is kept as text and drawn safely', async () => {
  const name = '<script>alert(1)</script> & "Co"';
  const brand = await added({ name });
  expect(brand.name).toBe(name);
  const logo = await t.app.inject({ method: 'GET', url: brand.logoUrl });
  expect(logo.body).not.toContain('<script>');
});

test('a logo is stored with the product images rules and variants; a fake or oversized one is refused', async () => {
  const filesBefore = mediaFiles(t.config.dataDir);
  const fake = await addBrand({
    name: 'Fake Logo House',
    image: { data: Buffer.from('not an image'), name: 'x.png', type: 'image/png' },
  });
  expect(fake.statusCode).toBe(415);
  const gif = await addBrand({
    name: 'Gif House',
    image: { data: GIF_1PX, name: 'x.gif', type: 'image/gif' },
  });
  expect(gif.statusCode).toBe(415);
  const big = await addBrand({
    name: 'Big House',
    image: pngPart(await pngOfExactSize(IMAGE_MAX_BYTES + 1)),
  });
  expect(big.statusCode).toBe(413);
  expect(errorOf(big).code).toBe('IMAGE_TOO_LARGE');
  expect(mediaFiles(t.config.dataDir)).toEqual(filesBefore);
  expect((await publicBrands()).some((b) => /Fake Logo|Gif House|Big House/.test(b.name))).toBe(false);

  const brand = await added({ name: 'Logo House', image: pngPart(png) });
  expect(brand.hasLogo).toBe(true);
  expect(brand.logoUrl).toMatch(/^\/media\/.+\.320w\.webp$/);
  const served = await t.app.inject({ method: 'GET', url: brand.logoUrl });
  expect(served.statusCode).toBe(200);
  const stored = mediaFiles(t.config.dataDir).filter((f) => !filesBefore.includes(f));
  expect(stored.some((f) => f.endsWith('.avif'))).toBe(true);

  // Replacing it removes the old files; removing it removes the new ones.
  const replaced = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/brands/${brand.id}`,
    cookie: admin.cookie,
    parts: { name: 'Logo House', image: pngPart(await sampleImage('jpeg', 120), 'logo.jpg') },
  });
  expect(replaced.statusCode, replaced.body).toBe(200);
  const afterReplace = mediaFiles(t.config.dataDir);
  for (const file of stored) expect(afterReplace).not.toContain(file);
  const removed = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/brands/${brand.id}`,
    cookie: admin.cookie,
    parts: { name: 'Logo House', removeLogo: 'true' },
  });
  expect(AdminBrandSchema.parse(removed.json())).toMatchObject({
    hasLogo: false,
    logoUrl: '/brand-logos/logo-house.svg',
  });
  expect(mediaFiles(t.config.dataDir)).toEqual(filesBefore);
});

test('a rename carries the brand’s perfumes; pages, filters and counts follow at once', async () => {
  const brand = await added({ name: 'Maison Ancienne' });
  const first = await createProduct(t.app, { brand: 'Maison Ancienne', name: 'Ambre' });
  const second = await createProduct(t.app, { brand: 'Maison Ancienne', name: 'Musc' });
  const listed = await t.app.inject({ method: 'GET', url: '/api/products' });
  expect(listed.json<{ brand: string }[]>().filter((p) => p.brand === 'Maison Ancienne')).toHaveLength(2);

  const response = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/brands/${brand.id}`,
    cookie: admin.cookie,
    parts: { name: 'Maison Nouvelle', nameFr: 'Maison Nouvelle' },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(AdminBrandSchema.parse(response.json())).toMatchObject({ name: 'Maison Nouvelle', productCount: 2 });

  const products = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<
    { id: string; brand: string }[]
  >();
  expect(products.find((p) => p.id === first.id)?.brand).toBe('Maison Nouvelle');
  expect(products.find((p) => p.id === second.id)?.brand).toBe('Maison Nouvelle');
  expect(products.some((p) => p.brand === 'Maison Ancienne')).toBe(false);
  const names = (await publicBrands()).map((b) => b.name);
  expect(names).toContain('Maison Nouvelle');
  expect(names).not.toContain('Maison Ancienne');
  // The brand's page is a page of its own under the new name; the old name's is not.
  const page = await t.app.inject({ method: 'GET', url: '/perfumes?brand=Maison%20Nouvelle' });
  expect(page.body).toContain('<title>Maison Nouvelle Perfumes | Saadiyat Perfumes</title>');
  const old = await t.app.inject({ method: 'GET', url: '/perfumes?brand=Maison%20Ancienne' });
  expect(old.body).not.toContain('Maison Ancienne Perfumes');
  const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(sitemap.body).toMatch(/brand=Maison(\+|%20)Nouvelle/);
  expect(sitemap.body).not.toMatch(/brand=Maison(\+|%20)Ancienne/);

  // A rename that changes only the case keeps its own name free.
  const cased = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/brands/${brand.id}`,
    cookie: admin.cookie,
    parts: { name: 'MAISON NOUVELLE' },
  });
  expect(cased.statusCode, cased.body).toBe(200);
  expect(
    (
      await t.app.db
        .selectFrom('product')
        .select('brand')
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow()
    ).brand,
  ).toBe('MAISON NOUVELLE');

  // Renaming onto another brand's name is refused and moves nothing.
  const taken = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/brands/${brand.id}`,
    cookie: admin.cookie,
    parts: { name: 'chanel' },
  });
  expect(taken.statusCode).toBe(409);
  expect(
    (
      await t.app.db
        .selectFrom('product')
        .select('brand')
        .where('id', '=', first.id)
        .executeTakeFirstOrThrow()
    ).brand,
  ).toBe('MAISON NOUVELLE');
});

test('a perfume can be saved under a new brand, and only under a brand of the table', async () => {
  await added({ name: 'Dar Al Oud' });
  const parts = { name: 'Sultan', description: 'Smoky oud.', category: 'men', image: pngPart(png) };
  const saved = await sendForm(t.app, {
    method: 'POST',
    url: '/api/admin/products',
    cookie: admin.cookie,
    parts: { ...parts, brand: 'Dar Al Oud' },
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const unknown = await sendForm(t.app, {
    method: 'POST',
    url: '/api/admin/products',
    cookie: admin.cookie,
    parts: { ...parts, brand: 'No Such House' },
  });
  expect(unknown.statusCode).toBe(400);
  expect(errorOf(unknown)).toMatchObject({ code: 'BRAND_UNKNOWN', message: EN.admin.invalidBrand });
});

test('removing a brand perfumes use is refused with how many, in each language; unused, it goes', async () => {
  const brand = await added({ name: 'Three Bottles' });
  for (const name of ['One', 'Two', 'Three']) await createProduct(t.app, { brand: 'Three Bottles', name });
  const refused = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/brands/${brand.id}`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  expect(refused.statusCode).toBe(409);
  const error = errorOf(refused);
  expect(error).toMatchObject({ code: 'BRAND_IN_USE', params: { count: 3 } });
  expect(error.message).toBe(EN.brandsAdmin.inUse(3));
  expect(error.message).toContain('3 perfumes use this brand');
  expect(AR.brandsAdmin.inUse(3)).toContain('3 عطور تستعمل هذه الماركة');
  expect(FR.brandsAdmin.inUse(3)).toContain('3 parfums utilisent cette marque');
  expect((await publicBrands()).some((b) => b.name === 'Three Bottles')).toBe(true);

  const unused = await added({ name: 'Gone Soon', image: pngPart(png) });
  const filesWithLogo = mediaFiles(t.config.dataDir);
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/brands/${unused.id}`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  expect(removed.statusCode).toBe(204);
  expect((await publicBrands()).some((b) => b.name === 'Gone Soon')).toBe(false);
  expect(mediaFiles(t.config.dataDir).length).toBeLessThan(filesWithLogo.length);
  const again = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/brands/${unused.id}`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  expect(again.statusCode).toBe(404);
  expect(errorOf(again).code).toBe('BRAND_NOT_FOUND');
});

test('every brand change is in the activity log, naming who made it; a refused one writes nothing', async () => {
  const log = async () =>
    ActivityPageSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/activity',
          headers: { cookie: admin.cookie },
        })
      ).json(),
    ).entries;
  // The log's first page, newest first: what this test adds comes before every earlier entry.
  const seen = new Set((await log()).map((entry) => entry.id));
  const newest = async () =>
    (await log())
      .filter((entry) => !seen.has(entry.id))
      .map(({ kind, subject, code, params, actorEmail }) => ({ kind, subject, code, params, actorEmail }));

  const brand = await added({ name: 'Log Maison' });
  const renamed = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/brands/${brand.id}`,
    cookie: admin.cookie,
    parts: { name: 'Log House', image: pngPart(png) },
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
  const logoGone = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/brands/${brand.id}`,
    cookie: admin.cookie,
    parts: { name: 'Log House', nameAr: 'لوغ هاوس', removeLogo: 'true' },
  });
  expect(logoGone.statusCode, logoGone.body).toBe(200);

  // Refused: a name taken, a brand perfumes use, an unknown id. None is logged.
  expect((await addBrand({ name: 'log house' })).statusCode).toBe(409);
  await createProduct(t.app, { brand: 'Log House', name: 'Logged Oud' });
  const inUse = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/brands/${brand.id}`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  expect(inUse.statusCode).toBe(409);
  const unknown = await sendForm(t.app, {
    method: 'PUT',
    url: '/api/admin/brands/00000000-0000-4000-8000-000000000000',
    cookie: admin.cookie,
    parts: { name: 'Nobody' },
  });
  expect(unknown.statusCode).toBe(404);

  const unused = await added({ name: 'Log Gone' });
  const removed = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/brands/${unused.id}`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  expect(removed.statusCode).toBe(204);

  const by = { kind: 'brand', actorEmail: admin.email };
  expect((await newest()).filter((entry) => entry.kind === 'brand')).toEqual([
    { ...by, subject: 'Log Gone', code: 'BRAND_REMOVED', params: {} },
    { ...by, subject: 'Log Gone', code: 'BRAND_ADDED', params: {} },
    { ...by, subject: 'Log House', code: 'BRAND_CHANGED', params: { formerName: null, logo: 'removed' } },
    {
      ...by,
      subject: 'Log House',
      code: 'BRAND_CHANGED',
      params: { formerName: 'Log Maison', logo: 'replaced' },
    },
    { ...by, subject: 'Log Maison', code: 'BRAND_ADDED', params: {} },
  ]);
});

test('unknown ids are 404 and only the owner may list or change brands', async () => {
  const missing = await sendForm(t.app, {
    method: 'PUT',
    url: '/api/admin/brands/no-such-id',
    cookie: admin.cookie,
    parts: { name: 'Whatever' },
  });
  expect(missing.statusCode).toBe(404);
  const before = await brandRows();
  for (const cookie of [customer.cookie, undefined]) {
    const status = cookie ? 403 : 401;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/brands',
      headers: cookie ? { cookie } : {},
    });
    expect(list.statusCode).toBe(status);
    const add = await sendForm(t.app, {
      method: 'POST',
      url: '/api/admin/brands',
      cookie,
      parts: { name: 'Sneaky' },
    });
    expect(add.statusCode).toBe(status);
    const dior = await t.app.db
      .selectFrom('brand')
      .select('id')
      .where('name', '=', 'Dior')
      .executeTakeFirstOrThrow();
    const rename = await sendForm(t.app, {
      method: 'PUT',
      url: `/api/admin/brands/${dior.id}`,
      cookie,
      parts: { name: 'Sneaky' },
    });
    expect(rename.statusCode).toBe(status);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/brands/${dior.id}`,
      headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}) },
    });
    expect(remove.statusCode).toBe(status);
  }
  expect(await brandRows()).toBe(before);
  const list = await t.app.inject({
    method: 'GET',
    url: '/api/admin/brands',
    headers: { cookie: admin.cookie },
  });
  const brands = AdminBrandSchema.array().parse(list.json());
  expect(brands.find((b) => b.name === 'Dior')).toMatchObject({ productCount: 0, hasLogo: false });
});
