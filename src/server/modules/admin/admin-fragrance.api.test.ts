import { afterAll, beforeAll, expect, test } from 'vitest';
import { noFragranceDetails } from '#shared/fragrance.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { ProductSchema } from '#shared/product.ts';
import { createTestAppWithAdmin, type TestUser } from '#tests/helpers/factories.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { type FormParts, pngPart, sampleImage, sendForm } from './admin.test-kit.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
});
afterAll(() => t.close());

const FIELDS = { name: 'Attar Royale', description: 'Rose attar.', brand: 'Ajmal', category: 'women' };

async function create(parts: FormParts) {
  return sendForm(t.app, {
    method: 'POST',
    url: '/api/admin/products',
    cookie: admin.cookie,
    parts: { ...FIELDS, ...parts, image: pngPart(await sampleImage('png')) },
  });
}

const productCount = async () => (await t.app.db.selectFrom('product').select('id').execute()).length;

/** Saves the product again with the plain fields only: whatever else it had is cleared. */
const saveWithoutExtras = (id: string) =>
  sendForm(t.app, { method: 'PUT', url: `/api/admin/products/${id}`, cookie: admin.cookie, parts: FIELDS });

async function expectRefusedUnsaved(parts: FormParts, message: string) {
  const before = await productCount();
  const response = await create(parts);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', message } });
  expect(await productCount()).toBe(before);
}

test('fragrance details are saved, read back as lists, and cleared by a save without them', async () => {
  const response = await create({
    concentration: 'oil',
    scentFamilies: 'floral,musk,floral',
    topNotes: ' bergamot ,, saffron ',
    heartNotes: 'Rose de Taïf',
    baseNotes: 'musk, amber',
    inspiredBy: 'Delina by Parfums de Marly',
  });
  expect(response.statusCode).toBe(201);
  const product = ProductSchema.parse(response.json());
  expect(product).toMatchObject({
    concentration: 'oil',
    scentFamilies: ['floral', 'musk'],
    topNotes: ['bergamot', 'saffron'],
    heartNotes: ['Rose de Taïf'],
    baseNotes: ['musk', 'amber'],
    inspiredBy: 'Delina by Parfums de Marly',
  });
  const read = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
  expect(read.json()).toMatchObject({ scentFamilies: ['floral', 'musk'], topNotes: ['bergamot', 'saffron'] });

  const cleared = await saveWithoutExtras(product.id);
  expect(cleared.statusCode).toBe(200);
  expect(cleared.json()).toMatchObject(noFragranceDetails());
});

test.each([
  [{ concentration: 'cologne' }, EN.fragrance.invalidConcentration],
  [{ scentFamilies: 'oud,leather' }, EN.fragrance.invalidFamily],
  [{ topNotes: Array.from({ length: 13 }, (_, i) => `note${i}`).join(',') }, EN.fragrance.tooManyNotes],
  [{ baseNotes: 'x'.repeat(41) }, EN.fragrance.noteTooLong],
  [{ inspiredBy: 'y'.repeat(121) }, EN.fragrance.inspiredByTooLong],
  [{ heartNotes: 'rose\u0007' }, EN.admin.invalidCharacters],
])('bad fragrance details %j are a 400 with the message, and nothing is saved', async (parts, message) => {
  await expectRefusedUnsaved(parts, message);
});

// A product's own Arabic and French texts (docs/decisions/124) travel the same form.
test('the Arabic and French name and description are saved, read back, and cleared by a save without them', async () => {
  const response = await create({
    name: 'Oud Royale',
    nameAr: ' عود ملكي ',
    descriptionAr: 'عود مدخّن.',
    nameFr: 'Oud royal',
    descriptionFr: '',
  });
  expect(response.statusCode).toBe(201);
  const product = ProductSchema.parse(response.json());
  expect(product).toMatchObject({
    name: 'Oud Royale',
    nameAr: 'عود ملكي',
    descriptionAr: 'عود مدخّن.',
    nameFr: 'Oud royal',
    descriptionFr: null,
  });
  const listed = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<unknown[]>();
  expect(listed.map((p) => ProductSchema.parse(p)).find((p) => p.id === product.id)?.nameAr).toBe('عود ملكي');

  const cleared = await saveWithoutExtras(product.id);
  expect(cleared.statusCode).toBe(200);
  expect(cleared.json()).toMatchObject({
    nameAr: null,
    nameFr: null,
    descriptionAr: null,
    descriptionFr: null,
  });
});

test.each([
  [{ nameAr: 'ع'.repeat(121) }, EN.admin.nameTooLong],
  [{ descriptionFr: 'x'.repeat(2001) }, EN.admin.descriptionTooLong],
  [{ nameFr: 'Oud\u0007' }, EN.admin.invalidCharacters],
])('a bad translation %# is a 400 with the message, and nothing is saved', async (parts, message) => {
  await expectRefusedUnsaved(parts, message);
});
