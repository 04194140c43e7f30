import { rmSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { readPage } from '#server/modules/seo/head.test-kit.ts';
import { DEFAULT_SETTINGS } from '#shared/settings-defaults.ts';
import type { ShopSection, ShopSettings } from '#shared/settings-types.ts';
import { createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createStandInClient } from '#tests/helpers/stand-in-client.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

// A stand-in build of the client: the server writes the head (the Store's JSON-LD) into it.
const clientDir = createStandInClient('shop-languages-client-');

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIR: clientDir });
  admin = await createUser(t.app, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});
// Each test starts from the first shop section.
beforeEach(async () => {
  expect((await saveShop(DEFAULT_SETTINGS.shop)).statusCode).toBe(200);
});

function saveShop(shop: object) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/shop',
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
    payload: shop as Record<string, unknown>,
  });
}

const publicShop = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<ShopSettings>().shop;

/** The home page's Store block, as a crawler reads it in a language. */
async function storeOn(url: string) {
  const page = await readPage(t.app, url);
  const store = page.jsonLd.find((block) => block['@type'] === 'Store');
  expect(store, url).toBeDefined();
  return store as { description: string; address: Record<string, string> };
}

const ARABIC = {
  streetAr: 'شارع البحر',
  townAr: 'السعديات',
  regionAr: 'الشوف',
  bannerTextAr: 'توصيل مجاني هذا الأسبوع',
  taglineAr: 'عطور عربية وعود أصيل في السعديات',
};
const FRENCH = {
  streetFr: 'Rue de la Mer',
  townFr: 'Saadiyat',
  regionFr: 'Chouf',
  bannerTextFr: 'Livraison offerte cette semaine',
  taglineFr: 'Parfums arabes et oud à Saadiyat',
};

test('the owner saves the address, banner and tagline in Arabic and French; each page shows its own', async () => {
  const response = await saveShop({ ...DEFAULT_SETTINGS.shop, ...ARABIC, ...FRENCH });
  expect(response.statusCode).toBe(200);
  expect(response.json<ShopSettings>().shop).toMatchObject({ ...ARABIC, ...FRENCH });
  expect(await publicShop()).toMatchObject({ ...ARABIC, ...FRENCH, bannerText: 'Delivery to all Lebanon' });

  const arabic = await storeOn('/ar/');
  expect(arabic.description).toBe(ARABIC.taglineAr);
  expect(arabic.address).toMatchObject({
    streetAddress: ARABIC.streetAr,
    addressLocality: ARABIC.townAr,
    addressRegion: ARABIC.regionAr,
  });
  const french = await storeOn('/fr/');
  expect(french.description).toBe(FRENCH.taglineFr);
  expect(french.address).toMatchObject({ streetAddress: 'Rue de la Mer', addressRegion: 'Chouf' });
  const english = await storeOn('/');
  expect(english.description).toBe(DEFAULT_SETTINGS.shop.tagline);
  expect(english.address).toMatchObject({ streetAddress: 'Main Road', addressRegion: 'Mount Lebanon' });

  // The change is in the log, under its own label.
  const activity = await t.app.inject({
    method: 'GET',
    url: '/api/admin/activity',
    headers: { cookie: admin.cookie },
  });
  expect(activity.body).toContain('bannerTextAr');
});

test('left empty, a page shows the shop’s own wording in its language, then the owner’s English text', async () => {
  const arabic = await storeOn('/ar/');
  expect(arabic.address).toMatchObject({
    streetAddress: 'الطريق العام',
    addressLocality: 'السعديات',
    addressRegion: 'جبل لبنان',
  });
  expect(arabic.description).toMatch(/[\u0600-\u06ff]/);
  expect((await storeOn('/fr/')).address).toMatchObject({ addressRegion: 'Mont-Liban' });

  // The owner's own English words say more than the first wording would: they show until translated.
  const changed = {
    ...DEFAULT_SETTINGS.shop,
    street: 'Coast Road',
    tagline: 'Oud, attar and musk by the sea',
  };
  expect((await saveShop(changed)).statusCode).toBe(200);
  const after = await storeOn('/ar/');
  expect(after.description).toBe('Oud, attar and musk by the sea');
  expect(after.address).toMatchObject({ streetAddress: 'Coast Road', addressLocality: 'السعديات' });
});

test.each([
  ['taglineAr', 'ع'.repeat(201), 'At most 200 characters.'],
  ['bannerTextFr', 'x'.repeat(121), 'At most 120 characters.'],
  ['townAr', 'السعديات\u2028الجديدة', 'One line only.'],
  ['streetFr', 'Rue\nde la Mer', 'Please remove control characters from the text.'],
  ['regionAr', 'جبل\u0000لبنان', 'Please remove control characters from the text.'],
  ['bannerTextAr', 42, undefined],
])('%s refused (400, the field named), nothing saved', async (field, value, message) => {
  const response = await saveShop({ ...DEFAULT_SETTINGS.shop, ...ARABIC, [field]: value });
  expect(response.statusCode).toBe(400);
  const { error } = response.json<{
    error: { code: string; message: string; issues: { path: string; message: string }[] };
  }>();
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.issues.map((issue) => issue.path)).toContain(`body.${field}`);
  if (message) expect(error.issues.find((issue) => issue.path === `body.${field}`)?.message).toBe(message);
  expect(await publicShop()).toMatchObject({ bannerTextAr: '', taglineAr: '', townAr: '' });
});

test('a shop section stored before these fields reads as the owner left it, the new ones empty', async () => {
  const owners: ShopSection = {
    ...DEFAULT_SETTINGS.shop,
    name: 'Saadiyat Oud House',
    bannerText: 'Open on Sundays',
  };
  const legacy = Object.fromEntries(Object.entries(owners).filter(([key]) => !/(Ar|Fr)$/.test(key)));
  await t.app.db
    .updateTable('shop_setting')
    .set({ value: JSON.stringify(legacy) })
    .where('section', '=', 'shop')
    .execute();
  t.app.settings.changed();
  const shop = await publicShop();
  expect(shop).toMatchObject({ name: 'Saadiyat Oud House', bannerText: 'Open on Sundays' });
  expect(shop.bannerTextAr).toBe('');
  expect(shop.taglineFr).toBe('');
  // The Arabic home reads it too, with the shop's own Arabic wording of the address.
  expect((await storeOn('/ar/')).address).toMatchObject({ addressLocality: 'السعديات' });
});
