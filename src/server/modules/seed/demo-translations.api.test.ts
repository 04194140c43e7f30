import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type Product, ProductSchema } from '#shared/product.ts';
import { SSR_ENTRY_FILE, ssrDirOf } from '#shared/ssr-build.ts';
import { type BuiltClient, buildClient } from '#tests/helpers/built-client.ts';
import { insertProductRow } from '#tests/helpers/factories.ts';
import { createTestDatabase, type TestDatabase, testConfig } from '#tests/helpers/test-app.ts';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-catalogue.ts';
import { SEEDED_KEY } from './demo-seed.ts';
import { fillDemoTranslations } from './demo-translations-backfill.ts';

/**
 * A shop that seeded the demo catalogue before it had Arabic and French texts, then upgraded: the
 * pages as a visitor without JavaScript gets them, from the real client (docs/decisions/177, 178).
 */
let client: BuiltClient | undefined;
let database: TestDatabase | undefined;
let app: FastifyInstance | undefined;

function demo(name: string): DemoProduct {
  const product = DEMO_PRODUCTS.find((p) => p.name === name);
  if (!product) throw new Error(`no demo perfume ${name}`);
  return product;
}

/** The app on the test's database: with the built client (pages rendered) or the API alone. */
async function start(withPages = false): Promise<FastifyInstance> {
  if (!client || !database) throw new Error('not set up');
  const env: Record<string, string> = withPages ? { CLIENT_DIR: client.clientDir } : {};
  const started = await buildApp(testConfig(database, env), { logger: false });
  await started.ready();
  return started;
}

beforeAll(async () => {
  client = await buildClient();
  // Loaded here first, so the app's start on a busy machine is not the renderer's first import.
  await import(pathToFileURL(path.join(ssrDirOf(client.clientDir), SSR_ENTRY_FILE)).href);
  database = await createTestDatabase();
  const before = await start();
  // The rows as the earlier seed wrote them: English only.
  for (const name of ['Gypsy Water', 'Khamrah', 'Light Blue', 'Yara']) {
    const { brand, category, style, description } = demo(name);
    // The owner rewrote Light Blue's description before the upgrade.
    const own = name === 'Light Blue' ? 'Our best seller for the summer.' : description;
    await insertProductRow(before.db, { name, brand, category, style: style ?? null, description: own });
  }
  // …and gave Yara an Arabic description of his own.
  await before.db
    .updateTable('product')
    .set({ description_ar: 'عطرنا المفضّل للسهرات.' })
    .where('name', '=', 'Yara')
    .execute();
  await before.db
    .insertInto('app_meta')
    .values({ key: SEEDED_KEY, value: new Date().toISOString() })
    .execute();
  await before.close();
  app = await start(true);
}, 240_000);

afterAll(async () => {
  await app?.close();
  await database?.drop();
  client?.remove();
});

async function get(url: string) {
  if (!app) throw new Error('not started');
  return app.inject({ method: 'GET', url });
}

async function products(): Promise<Map<string, Product>> {
  const list = ProductSchema.array().parse((await get('/api/products')).json());
  return new Map(list.map((product) => [product.name, product]));
}

function found(map: Map<string, Product>, name: string): Product {
  const product = map.get(name);
  if (!product) throw new Error(`no product ${name}`);
  return product;
}

/** Spaces of any kind (French puts a no-break space before a colon) as one plain space. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ');
/** The visible text of the app's part of the page, tags and the page's JSON data left out. */
const appText = (html: string) =>
  oneLine(
    (/<div id="root"[^>]*>([\s\S]*)<\/div><script id="query-state"/.exec(html)?.[1] ?? '')
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  );

test('at start-up the demo perfumes the owner left as they came get their Arabic and French texts', async () => {
  const map = await products();
  const gypsy = found(map, 'Gypsy Water');
  expect(gypsy.descriptionAr).toBe(demo('Gypsy Water').descriptionAr);
  expect(gypsy.descriptionFr).toBe(demo('Gypsy Water').descriptionFr);
  expect(gypsy.nameAr).toBeNull();
  expect(found(map, 'Khamrah').nameAr).toBe('خمرة');
  // What the owner wrote himself stays his: an edited description, a translation of his own.
  const edited = found(map, 'Light Blue');
  expect([edited.descriptionAr, edited.descriptionFr, edited.nameAr]).toEqual([null, null, null]);
  const translated = found(map, 'Yara');
  expect(translated.descriptionAr).toBe('عطرنا المفضّل للسهرات.');
  expect(translated.descriptionFr).toBeNull();
  expect(translated.nameAr).toBeNull();
});

test('the Arabic and French product pages show the description and the style in their language', async () => {
  const gypsy = found(await products(), 'Gypsy Water');
  const english = appText((await get(gypsy.path)).body);
  expect(english).toContain(demo('Gypsy Water').description);
  expect(english).toContain('Woody');
  for (const [language, style] of [
    ['ar', 'خشبي'],
    ['fr', 'Boisé'],
  ] as const) {
    const response = await get(`/${language}${gypsy.path}`);
    expect(response.statusCode).toBe(200);
    const text = appText(response.body);
    const translation =
      language === 'ar' ? demo('Gypsy Water').descriptionAr : demo('Gypsy Water').descriptionFr;
    expect(text, language).toContain(oneLine(translation));
    expect(text, language).not.toContain(demo('Gypsy Water').description);
    // The translated style is not marked as English.
    expect(response.body, language).toMatch(new RegExp(`<bdi>${style}</bdi>`));
    expect(text, language).not.toContain('Woody');
  }
  const khamrah = found(await products(), 'Khamrah');
  const arabic = appText((await get(`/ar${khamrah.path}`)).body);
  expect(arabic).toContain('خمرة');
  expect(arabic).toContain('شرقي');
});

test('notes and families read in the page language; a note the shop does not know stays as written', async () => {
  await app?.db
    .updateTable('product')
    .set({
      top_notes: JSON.stringify(['Cinnamon', 'dates']),
      base_notes: JSON.stringify(['Tonka bean', 'Amberwood']),
      scent_families: JSON.stringify(['sweet', 'spicy']),
    })
    .where('name', '=', 'Khamrah')
    .execute();
  app?.catalogue.changed();
  const khamrah = found(await products(), 'Khamrah');
  const arabic = await get(`/ar${khamrah.path}`);
  expect(appText(arabic.body)).toMatch(/قرفة\s*،\s*dates/);
  expect(arabic.body).toContain('<bdi lang="en">dates</bdi>');
  expect(appText(arabic.body)).toMatch(/حبوب التونكا\s*،\s*Amberwood/);
  expect(appText(arabic.body)).toContain('حلو، حارّ');
  const french = appText((await get(`/fr${khamrah.path}`)).body);
  expect(french).toMatch(/Cannelle\s*,\s*dates/);
  expect(french).toMatch(/Fève tonka\s*,\s*Amberwood/);
  // English pages show the owner's own writing.
  expect(appText((await get(khamrah.path)).body)).toMatch(/Cinnamon\s*,\s*dates/);
});

test('the collection in Arabic and French: translated cards and style options, the address keeps the stored style', async () => {
  const ar = await get('/ar/perfumes');
  const arText = appText(ar.body);
  expect(arText).toContain('خمرة');
  expect(arText).toContain(demo('Gypsy Water').descriptionAr);
  expect(arText).not.toContain(demo('Gypsy Water').description);
  expect(ar.body).toMatch(/<option value="Woody"[^>]*>خشبي<\/option>/);
  expect(ar.body).toMatch(/<option value="Oriental"[^>]*>شرقي<\/option>/);
  const fr = await get('/fr/perfumes');
  expect(appText(fr.body)).toContain(oneLine(demo('Gypsy Water').descriptionFr));
  expect(appText(fr.body)).not.toContain(demo('Gypsy Water').description);
  expect(fr.body).toMatch(/<option value="Woody"[^>]*>Boisé<\/option>/);

  // A filtered address is the same in every language.
  const filtered = await get('/ar/perfumes?style=Woody');
  expect(filtered.body).toMatch(/<option value="Woody"[^>]*selected=""[^>]*>خشبي<\/option>/);
  expect(filtered.body.split('data-testid="product-card"').length - 1).toBe(1);
  expect(appText(filtered.body)).toContain(demo('Gypsy Water').descriptionAr);
});

test('the texts are filled once: a translation the owner clears afterwards stays cleared', async () => {
  await app?.db
    .updateTable('product')
    .set({ description_ar: null, description_fr: null })
    .where('name', '=', 'Gypsy Water')
    .execute();
  await app?.close();
  app = await start();
  const gypsy = found(await products(), 'Gypsy Water');
  expect([gypsy.descriptionAr, gypsy.descriptionFr]).toEqual([null, null]);
}, 60_000);

test('two processes filling at the same moment fill each perfume once', async () => {
  if (!app) throw new Error('not started');
  const db = app.db;
  await db.deleteFrom('app_meta').where('key', '=', 'demo_translations_filled').execute();
  await db
    .updateTable('product')
    .set({ name_ar: null, description_ar: null, description_fr: null })
    .where('name', 'in', ['Gypsy Water', 'Khamrah'])
    .execute();
  const counts = await Promise.all([fillDemoTranslations(db, app.log), fillDemoTranslations(db, app.log)]);
  expect(counts.sort()).toEqual([0, 2]);
  const rows = await db
    .selectFrom('product')
    .select(['name', 'name_ar', 'description_ar'])
    .where('name', 'in', ['Gypsy Water', 'Khamrah'])
    .orderBy('name')
    .execute();
  expect(rows).toEqual([
    { name: 'Gypsy Water', name_ar: null, description_ar: demo('Gypsy Water').descriptionAr },
    { name: 'Khamrah', name_ar: 'خمرة', description_ar: demo('Khamrah').descriptionAr },
  ]);
});
