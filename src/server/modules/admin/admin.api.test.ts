import { afterAll, beforeAll, expect, test } from 'vitest';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { type Product, ProductSchema } from '#shared/product.ts';
import { createTestAppWithAdminAndCustomer, type TestUser } from '#tests/helpers/factories.ts';
import { SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import {
  type FormParts,
  mediaFiles,
  multipart,
  pngOfExactSize,
  pngPart,
  sampleImage,
  sendForm,
} from './admin.test-kit.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let png: Buffer;

beforeAll(async () => {
  ({ t, admin, customer } = await createTestAppWithAdminAndCustomer());
  png = await sampleImage('png');
});
afterAll(() => t.close());

function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Khamrah',
    description: 'Warm dates, cinnamon and praline over oud.',
    brand: 'Lattafa',
    category: 'unisex',
    ...overrides,
  };
}

async function createAsAdmin(parts: FormParts = { ...validFields(), image: pngPart(png) }): Promise<Product> {
  const response = await sendForm(t.app, {
    method: 'POST',
    url: '/api/admin/products',
    cookie: admin.cookie,
    parts,
  });
  expect(response.statusCode, response.body).toBe(201);
  return ProductSchema.parse(response.json());
}

async function snapshot() {
  const rows = await t.app.db.selectFrom('product').selectAll().orderBy('id').execute();
  return { rows: JSON.stringify(rows), files: mediaFiles(t.config.dataDir) };
}

function errorOf(response: { json: () => unknown }) {
  return (response.json() as { error: { code: string; message: string } }).error;
}

type Action = 'create' | 'update' | 'delete' | 'upload' | 'remove-background';
const ACTIONS: Action[] = ['create', 'update', 'delete', 'upload', 'remove-background'];

async function perform(action: Action, cookie: string | undefined, target: Product) {
  switch (action) {
    case 'create':
      return sendForm(t.app, {
        method: 'POST',
        url: '/api/admin/products',
        cookie,
        parts: { ...validFields({ name: 'Matrix' }), image: pngPart(png) },
      });
    case 'update':
      return sendForm(t.app, {
        method: 'PUT',
        url: `/api/admin/products/${target.id}`,
        cookie,
        parts: { ...validFields({ name: 'Renamed' }), image: pngPart(png) },
      });
    case 'upload':
      return sendForm(t.app, {
        method: 'PUT',
        url: `/api/admin/products/${target.id}/image`,
        cookie,
        parts: { image: pngPart(png) },
      });
    case 'remove-background':
      return sendForm(t.app, {
        method: 'POST',
        url: '/api/admin/remove-background',
        cookie,
        parts: { image: pngPart(png) },
      });
    case 'delete':
      return t.app.inject({
        method: 'DELETE',
        url: `/api/admin/products/${target.id}`,
        headers: cookie ? { ...SAME_ORIGIN, cookie } : SAME_ORIGIN,
      });
  }
}

for (const action of ACTIONS) {
  test(`${action}: anonymous gets 401 "No user signed in" and nothing changes`, async () => {
    const target = await createAsAdmin();
    const before = await snapshot();
    const response = await perform(action, undefined, target);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'UNAUTHENTICATED', message: EN.admin.noUser });
    expect(await snapshot()).toEqual(before);
  });

  test(`${action}: a signed-in customer gets 403 "Unauthorized access" and nothing changes`, async () => {
    const target = await createAsAdmin();
    const before = await snapshot();
    const response = await perform(action, customer.cookie, target);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({ code: 'FORBIDDEN', message: EN.admin.unauthorized });
    expect(await snapshot()).toEqual(before);
  });

  test(`${action}: an admin may`, async () => {
    const target = await createAsAdmin();
    const response = await perform(action, admin.cookie, target);
    expect(response.statusCode, response.body).toBe(
      { create: 201, update: 200, delete: 204, upload: 200, 'remove-background': 200 }[action],
    );
  });
}

test('a session cookie that is not valid counts as signed out', async () => {
  const response = await sendForm(t.app, {
    method: 'POST',
    url: '/api/admin/products',
    cookie: 'better-auth.session_token=forged.value',
    parts: { ...validFields(), image: pngPart(png) },
  });
  expect(response.statusCode).toBe(401);
});

test('create stores the product and the storefront lists it first, at once', async () => {
  const response = await sendForm(t.app, {
    method: 'POST',
    url: '/api/admin/products',
    cookie: admin.cookie,
    parts: {
      name: '  Club de Nuit Intense  ',
      description: 'Smoky birch and pineapple.',
      brand: 'Armaf',
      category: 'men',
      style: 'Woody',
      backgroundRemoved: 'true',
      image: pngPart(png, 'Club de Nuit.png'),
    },
  });
  expect(response.statusCode).toBe(201);
  const product = ProductSchema.parse(response.json());
  expect(product).toMatchObject({
    name: 'Club de Nuit Intense',
    description: 'Smoky birch and pineapple.',
    brand: 'Armaf',
    category: 'men',
    style: 'Woody',
    backgroundRemoved: true,
  });
  expect(product.fileName).toMatch(/^[0-9a-f-]{36}_Club-de-Nuit\.png$/);
  expect(product.imageUrl).toBe(`/media/${encodeURIComponent(product.fileName)}`);
  expect(Date.now() - Date.parse(product.createdAt)).toBeLessThan(60_000);

  const list = await t.app.inject({ method: 'GET', url: '/api/products?limit=4' });
  expect(list.headers['cache-control']).toBe('public, no-cache');
  expect(list.json<Product[]>()[0]?.id).toBe(product.id);
  const image = await t.app.inject({ method: 'GET', url: product.imageUrl });
  expect(image.statusCode).toBe(200);
  expect(Number(/max-age=(\d+)/.exec(String(image.headers['cache-control']))?.[1])).toBeGreaterThanOrEqual(
    3600,
  );
});

test('category defaults to unisex, an empty style is no style, the flag defaults to false', async () => {
  const product = await createAsAdmin({
    name: 'Hayaati',
    description: 'Fresh and sweet.',
    brand: 'Lattafa',
    style: '   ',
    image: pngPart(png),
  });
  expect(product).toMatchObject({ category: 'unisex', style: null, backgroundRemoved: false });
});

test('a product needs an image when it is created', async () => {
  const before = await snapshot();
  const response = await sendForm(t.app, {
    method: 'POST',
    url: '/api/admin/products',
    cookie: admin.cookie,
    parts: validFields(),
  });
  expect(response.statusCode).toBe(400);
  expect(errorOf(response)).toEqual({ code: 'IMAGE_REQUIRED', message: EN.admin.imageRequired });
  expect(await snapshot()).toEqual(before);
});

// SPEC §5: each rule is reported only when every earlier one holds. Each request below breaks
// its rule and every later one, with the file sent before the brand to show that part order
// does not matter.
const RULES: {
  rule: string;
  parts: () => Promise<FormParts>;
  status: number;
  code: string;
  message: string;
}[] = [
  {
    rule: '3. a brand must be selected',
    parts: async () => ({
      image: pngPart(await pngOfExactSize(2_097_153)),
      description: '',
      category: 'men',
    }),
    status: 400,
    code: 'BRAND_REQUIRED',
    message: EN.admin.selectBrand,
  },
  {
    rule: '3. a blank brand is no brand',
    parts: async () => ({ image: pngPart(await pngOfExactSize(2_097_153)), brand: '   ', name: '' }),
    status: 400,
    code: 'BRAND_REQUIRED',
    message: EN.admin.selectBrand,
  },
  {
    rule: '4. the brand must be a known one',
    parts: async () => ({ image: pngPart(await pngOfExactSize(2_097_153)), brand: 'Not A House', name: '' }),
    status: 400,
    code: 'BRAND_UNKNOWN',
    message: EN.admin.invalidBrand,
  },
  {
    rule: '4. a brand differing only in case is not known',
    parts: async () => ({ image: pngPart(png), brand: 'lattafa', name: 'Ok', description: 'Ok' }),
    status: 400,
    code: 'BRAND_UNKNOWN',
    message: EN.admin.invalidBrand,
  },
  {
    rule: '5. the image must be at most 2097152 bytes',
    parts: async () => ({ image: pngPart(await pngOfExactSize(2_097_153)), brand: 'Lattafa', name: '' }),
    status: 413,
    code: 'IMAGE_TOO_LARGE',
    message: EN.admin.imageTooLarge,
  },
  {
    rule: 'then the name is required',
    parts: async () => ({ image: pngPart(png), brand: 'Lattafa', name: ' ', category: 'kids' }),
    status: 400,
    code: 'VALIDATION_FAILED',
    message: EN.admin.nameRequired,
  },
];

for (const { rule, parts, status, code, message } of RULES) {
  test(`save rule ${rule}: "${message}", on create and on update, nothing changed`, async () => {
    const target = await createAsAdmin();
    const before = await snapshot();
    for (const [method, url] of [
      ['POST', '/api/admin/products'],
      ['PUT', `/api/admin/products/${target.id}`],
    ] as const) {
      const response = await sendForm(t.app, { method, url, cookie: admin.cookie, parts: await parts() });
      expect(response.statusCode).toBe(status);
      expect(errorOf(response)).toMatchObject({ code, message });
    }
    expect(await snapshot()).toEqual(before);
  });
}

test('rules 1 and 2 come before every other rule', async () => {
  const broken = { image: pngPart(await pngOfExactSize(2_097_153)), name: '' };
  const anonymous = await sendForm(t.app, { method: 'POST', url: '/api/admin/products', parts: broken });
  expect(errorOf(anonymous).message).toBe(EN.admin.noUser);
  const user = await sendForm(t.app, {
    method: 'POST',
    url: '/api/admin/products',
    cookie: customer.cookie,
    parts: broken,
  });
  expect(errorOf(user).message).toBe(EN.admin.unauthorized);
});

const BAD_FIELDS: [string, Record<string, string>, string][] = [
  ['no description', { description: '' }, EN.admin.descriptionRequired],
  ['a name of 121 characters', { name: 'x'.repeat(121) }, EN.admin.nameTooLong],
  ['a huge hostile name', { name: '<script>'.repeat(20_000) }, EN.admin.nameTooLong],
  ['a description of 2001 characters', { description: 'y'.repeat(2001) }, EN.admin.descriptionTooLong],
  ['a category outside men, women, unisex', { category: 'kids' }, EN.admin.invalidCategory],
  ['a style of 61 characters', { style: 's'.repeat(61) }, EN.admin.styleTooLong],
  ['a NUL character in the name', { name: 'Oud\u0000Wood' }, EN.admin.invalidCharacters],
  ['a non-boolean flag', { backgroundRemoved: 'yes' }, ''],
  ['an unknown field', { price: '10' }, ''],
  ['a role field', { role: 'admin' }, ''],
];

for (const [what, overrides, message] of BAD_FIELDS) {
  test(`a save with ${what} is a 400 and changes nothing`, async () => {
    const target = await createAsAdmin();
    const before = await snapshot();
    for (const [method, url] of [
      ['POST', '/api/admin/products'],
      ['PUT', `/api/admin/products/${target.id}`],
    ] as const) {
      const response = await sendForm(t.app, {
        method,
        url,
        cookie: admin.cookie,
        parts: { ...validFields(overrides), image: pngPart(png) },
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
      if (message) expect(errorOf(response).message).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });
}

test('a field sent twice, two files, or a file in a text field is refused', async () => {
  const before = await snapshot();
  const { payload: twoNames, contentType } = await multipart({ ...validFields(), image: pngPart(png) });
  const duplicated = Buffer.from(
    twoNames
      .toString('latin1')
      .replace(/(--[^\r\n]+\r\n)/, `$1Content-Disposition: form-data; name="name"\r\n\r\nSecond\r\n$1`),
    'latin1',
  );
  const cases = [
    { payload: duplicated, contentType },
    await multipart({ ...validFields(), image: pngPart(png), other: pngPart(png) }),
    await multipart({ ...validFields(), name: pngPart(png), image: pngPart(png) }),
  ];
  for (const body of cases) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: { ...SAME_ORIGIN, cookie: admin.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
  }
  expect(await snapshot()).toEqual(before);
});

test('a body that is not multipart, or broken multipart, is a clear 4xx', async () => {
  const before = await snapshot();
  const json = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
    payload: validFields(),
  });
  expect(json.statusCode).toBe(415);
  expect(errorOf(json).code).toBe('UNSUPPORTED_MEDIA_TYPE');

  const broken = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { ...SAME_ORIGIN, cookie: admin.cookie, 'content-type': 'multipart/form-data; boundary=abc' },
    payload: '--abc\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf a field',
  });
  expect(broken.statusCode).toBeGreaterThanOrEqual(400);
  expect(broken.statusCode).toBeLessThan(500);
  expect(errorOf(broken).code).toBeTypeOf('string');
  expect(await snapshot()).toEqual(before);
});

test('update changes the fields and keeps the image, its flag and createdAt when no image is sent', async () => {
  const original = await createAsAdmin({ ...validFields(), backgroundRemoved: 'true', image: pngPart(png) });
  const files = mediaFiles(t.config.dataDir);
  const response = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/products/${original.id}`,
    cookie: admin.cookie,
    parts: validFields({ name: 'Khamrah Qahwa', brand: 'Lattafa', category: 'women', style: 'Gourmand' }),
  });
  expect(response.statusCode).toBe(200);
  const updated = ProductSchema.parse(response.json());
  expect(updated).toMatchObject({
    id: original.id,
    name: 'Khamrah Qahwa',
    category: 'women',
    style: 'Gourmand',
    imageUrl: original.imageUrl,
    fileName: original.fileName,
    backgroundRemoved: true,
    createdAt: original.createdAt,
  });
  expect(mediaFiles(t.config.dataDir)).toEqual(files);
  const read = await t.app.inject({ method: 'GET', url: `/api/products/${original.id}` });
  expect(read.json()).toEqual(updated);
});

test('update, upload and delete of an unknown product are 404 and change nothing', async () => {
  const before = await snapshot();
  const id = '00000000-0000-4000-8000-000000000000';
  const update = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/products/${id}`,
    cookie: admin.cookie,
    parts: { ...validFields(), image: pngPart(png) },
  });
  const upload = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/products/${id}/image`,
    cookie: admin.cookie,
    parts: { image: pngPart(png) },
  });
  const remove = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/products/${id}`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  for (const response of [update, upload, remove]) {
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe('PRODUCT_NOT_FOUND');
  }
  expect(await snapshot()).toEqual(before);

  const tooLong = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/products/${'x'.repeat(65)}`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  expect(tooLong.statusCode).toBe(400);
});

test('delete removes the product from the storefront at once', async () => {
  const product = await createAsAdmin();
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/products/${product.id}`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  expect(response.statusCode).toBe(204);
  expect(response.body).toBe('');
  const list = await t.app.inject({ method: 'GET', url: '/api/products' });
  expect(list.json<Product[]>().map((p) => p.id)).not.toContain(product.id);
  const again = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/products/${product.id}`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  expect(again.statusCode).toBe(404);
});

test('a write from another site is refused even with an admin cookie', async () => {
  const before = await snapshot();
  const { payload, contentType } = await multipart({ ...validFields(), image: pngPart(png) });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/products',
    headers: { origin: 'https://evil.example', cookie: admin.cookie, 'content-type': contentType },
    payload,
  });
  expect(response.statusCode).toBe(403);
  expect(await snapshot()).toEqual(before);
});
