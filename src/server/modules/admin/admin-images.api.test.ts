import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { variantNamesOf } from '#shared/image-variants.ts';
import { type Product, ProductSchema } from '#shared/product.ts';
import { createTestAppWithAdmin, type TestUser } from '#tests/helpers/factories.ts';
import { SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import {
  type FilePart,
  GIF_1PX,
  mediaFiles,
  pngDeclaringHugeSize,
  pngOfExactSize,
  pngPart,
  SVG_IMAGE,
  sampleImage,
  sendForm,
} from './admin.test-kit.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
});
afterAll(() => t.close());

const FIELDS = { name: 'Amber Oud', description: 'Amber and oud.', brand: 'Al Haramain', category: 'unisex' };

function create(image: FilePart, fields: Record<string, string> = FIELDS) {
  return sendForm(t.app, {
    method: 'POST',
    url: '/api/admin/products',
    cookie: admin.cookie,
    parts: { ...fields, image },
  });
}

async function createOk(image: FilePart): Promise<Product> {
  const response = await create(image);
  expect(response.statusCode, response.body).toBe(201);
  return ProductSchema.parse(response.json());
}

async function productCount(): Promise<number> {
  const rows = await t.app.db.selectFrom('product').select('id').execute();
  return rows.length;
}

const filesOf = (product: Product) => [product.fileName, ...variantNamesOf(product.fileName)].sort();

test.each([
  ['png', 'image/png', 'png'],
  ['jpeg', 'image/jpeg', 'jpg'],
  ['webp', 'image/webp', 'webp'],
] as const)(
  'a real %s is accepted, stored with WebP variants and served with long caching',
  async (format, type, extension) => {
    const data = await sampleImage(format, 900);
    const product = await createOk({ data, name: `bottle.${extension}`, type });
    expect(product.fileName).toMatch(new RegExp(`^[0-9a-f-]{36}_bottle\\.${extension}$`));
    for (const file of filesOf(product)) expect(mediaFiles(t.config.dataDir)).toContain(file);
    expect(product.imageSrcSet).toContain('320w');

    const served = await t.app.inject({ method: 'GET', url: product.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(type);
    const maxAge = Number(/max-age=(\d+)/.exec(String(served.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(3600);
    const variant = await sharp(
      path.join(t.config.dataDir, 'media', `${product.fileName}.320w.webp`),
    ).metadata();
    expect(variant).toMatchObject({ format: 'webp', width: 320 });
  },
);

test('the stored image is judged by content: a PNG named .jpg is stored as .png', async () => {
  const product = await createOk({ data: await sampleImage('png'), name: 'photo.jpg', type: 'image/jpeg' });
  expect(product.fileName).toMatch(/_photo\.png$/);
});

test('metadata (camera, location) is stripped from the stored image', async () => {
  const withExif = await sharp(await sampleImage('jpeg', 200))
    .withExif({ IFD0: { Copyright: 'secret-owner', Make: 'SecretCam' } })
    .jpeg()
    .toBuffer();
  expect((await sharp(withExif).metadata()).exif).toBeDefined();
  const product = await createOk({ data: withExif, name: 'exif.jpg', type: 'image/jpeg' });
  const stored = await sharp(path.join(t.config.dataDir, 'media', product.fileName)).metadata();
  expect(stored.exif).toBeUndefined();
});

test('an image of exactly 2097152 bytes is accepted', async () => {
  const data = await pngOfExactSize(2_097_152);
  expect(data.length).toBe(2_097_152);
  await createOk(pngPart(data, 'limit.png'));
});

const REFUSED: [string, () => Promise<FilePart>, number][] = [
  [
    'a text file named .jpg',
    async () => ({ data: Buffer.from('just some text, not a photo'), name: 'x.jpg', type: 'image/jpeg' }),
    415,
  ],
  ['an SVG', async () => ({ data: SVG_IMAGE, name: 'logo.svg', type: 'image/svg+xml' }), 415],
  ['a GIF', async () => ({ data: GIF_1PX, name: 'dot.gif', type: 'image/gif' }), 415],
  [
    'a truncated PNG',
    async () => {
      const whole = await sampleImage('png', 300);
      return { data: whole.subarray(0, Math.floor(whole.length / 2)), name: 'half.png', type: 'image/png' };
    },
    415,
  ],
  ['a file of 2097153 bytes', async () => pngPart(await pngOfExactSize(2_097_153), 'big.png'), 413],
  [
    'a tiny PNG declaring 20000x20000 pixels',
    async () => pngPart(await pngDeclaringHugeSize(), 'bomb.png'),
    413,
  ],
  [
    'an empty file with a name',
    async () => ({ data: Buffer.alloc(0), name: 'empty.png', type: 'image/png' }),
    415,
  ],
];

for (const [what, make, status] of REFUSED) {
  test(`${what} is refused with a clear ${status} and leaves no file and no row`, async () => {
    const files = mediaFiles(t.config.dataDir);
    const count = await productCount();
    const started = Date.now();
    const response = await create(await make());
    expect(response.statusCode).toBe(status);
    const body = response.json<{ error: { code: string; message: string } }>();
    expect(body.error.message).toBeTruthy();
    expect(['UNSUPPORTED_MEDIA_TYPE', 'IMAGE_TOO_LARGE', 'IMAGE_TOO_MANY_PIXELS']).toContain(body.error.code);
    // Refused from the header, not by decoding 400 million pixels.
    expect(Date.now() - started).toBeLessThan(3000);
    expect(mediaFiles(t.config.dataDir)).toEqual(files);
    expect(await productCount()).toBe(count);
  });
}

test('refused images are refused on update and image upload too, leaving the product as it was', async () => {
  const product = await createOk(pngPart(await sampleImage('png')));
  const files = mediaFiles(t.config.dataDir);
  for (const image of [{ data: GIF_1PX, name: 'a.gif' }, pngPart(await pngOfExactSize(2_097_153))]) {
    const update = await sendForm(t.app, {
      method: 'PUT',
      url: `/api/admin/products/${product.id}`,
      cookie: admin.cookie,
      parts: { ...FIELDS, name: 'Changed', image },
    });
    const upload = await sendForm(t.app, {
      method: 'PUT',
      url: `/api/admin/products/${product.id}/image`,
      cookie: admin.cookie,
      parts: { image },
    });
    expect(update.statusCode).toBeGreaterThanOrEqual(400);
    expect(update.statusCode).toBeLessThan(500);
    expect(upload.statusCode).toBe(update.statusCode);
  }
  expect(mediaFiles(t.config.dataDir)).toEqual(files);
  const read = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
  expect(read.json()).toEqual(product);
});

test.each([
  ['../../x.png', /_x\.png$/],
  ['..\\..\\windows\\x.png', /_x\.png$/],
  [`"quoted" 'name'.png`, /_quoted-name\.png$/],
  ['عطر ورد.png', /_عطر-ورد\.png$/],
  ['<script>alert(1)</script>.png', /_script\.png$/],
  ['.png', /_image\.png$/],
  ['\u0000null.png', /_null\.png$/],
])('a hostile file name %j is stored safely inside the media folder', async (name, pattern) => {
  const product = await createOk(pngPart(await sampleImage('png'), name));
  expect(product.fileName).toMatch(pattern);
  expect(product.fileName).toMatch(/^[0-9a-f-]{36}_[\p{L}\p{N}_-]+\.png$/u);
  const mediaRoot = path.join(t.config.dataDir, 'media');
  expect(existsSync(path.join(mediaRoot, product.fileName))).toBe(true);
  expect(existsSync(path.join(t.config.dataDir, 'x.png'))).toBe(false);
  const served = await t.app.inject({ method: 'GET', url: product.imageUrl });
  expect(served.statusCode).toBe(200);
});

test('replacing the image on update removes exactly the old file and its variants', async () => {
  const product = await createOk(pngPart(await sampleImage('png'), 'old.png'));
  const neighbour = await createOk(pngPart(await sampleImage('png'), 'neighbour.png'));
  const before = mediaFiles(t.config.dataDir);
  const response = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/products/${product.id}`,
    cookie: admin.cookie,
    parts: { ...FIELDS, backgroundRemoved: 'true', image: pngPart(await sampleImage('webp'), 'new.webp') },
  });
  expect(response.statusCode).toBe(200);
  const updated = ProductSchema.parse(response.json());
  expect(updated.fileName).toMatch(/_new\.webp$/);
  expect(updated.backgroundRemoved).toBe(true);
  const expected = [...before.filter((f) => !filesOf(product).includes(f)), ...filesOf(updated)].sort();
  expect(mediaFiles(t.config.dataDir)).toEqual(expected);
  for (const file of filesOf(neighbour)) expect(mediaFiles(t.config.dataDir)).toContain(file);
  const old = await t.app.inject({ method: 'GET', url: product.imageUrl });
  expect(old.statusCode).toBe(404);
});

test('the image upload route replaces only the image, and removes exactly the old file', async () => {
  const product = await createOk(pngPart(await sampleImage('png'), 'first.png'));
  const before = mediaFiles(t.config.dataDir);
  const response = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/products/${product.id}/image`,
    cookie: admin.cookie,
    parts: { backgroundRemoved: 'true', image: pngPart(await sampleImage('jpeg'), 'second.jpg') },
  });
  expect(response.statusCode).toBe(200);
  const updated = ProductSchema.parse(response.json());
  expect(updated).toMatchObject({ name: product.name, brand: product.brand, backgroundRemoved: true });
  expect(updated.fileName).toMatch(/_second\.jpg$/);
  const expected = [...before.filter((f) => !filesOf(product).includes(f)), ...filesOf(updated)].sort();
  expect(mediaFiles(t.config.dataDir)).toEqual(expected);

  const noImage = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/products/${product.id}/image`,
    cookie: admin.cookie,
    parts: { backgroundRemoved: 'false' },
  });
  expect(noImage.statusCode).toBe(400);
  expect(noImage.json()).toMatchObject({ error: { code: 'IMAGE_REQUIRED' } });
});

test('deleting a product removes exactly its files', async () => {
  const product = await createOk(pngPart(await sampleImage('png'), 'doomed.png'));
  const before = mediaFiles(t.config.dataDir);
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/products/${product.id}`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  expect(response.statusCode).toBe(204);
  expect(mediaFiles(t.config.dataDir)).toEqual(before.filter((f) => !filesOf(product).includes(f)));
});

/** Makes the database refuse a write of a product named `name`, after the image is stored. */
async function failWritesNamed(name: string): Promise<() => Promise<void>> {
  if (t.database.kind === 'sqlite') {
    for (const when of ['INSERT', 'UPDATE']) {
      await sql
        .raw(
          `CREATE TRIGGER fail_${when.toLowerCase()} BEFORE ${when} ON product WHEN NEW.name = '${name}'
           BEGIN SELECT RAISE(ABORT, 'simulated failure'); END`,
        )
        .execute(t.app.db);
    }
    return async () => {
      await sql.raw('DROP TRIGGER fail_insert').execute(t.app.db);
      await sql.raw('DROP TRIGGER fail_update').execute(t.app.db);
    };
  }
  await sql
    .raw(
      `CREATE FUNCTION fail_product() RETURNS trigger AS $$
       BEGIN IF NEW.name = '${name}' THEN RAISE EXCEPTION 'simulated failure'; END IF; RETURN NEW; END
       $$ LANGUAGE plpgsql`,
    )
    .execute(t.app.db);
  await sql
    .raw(
      'CREATE TRIGGER fail_write BEFORE INSERT OR UPDATE ON product FOR EACH ROW EXECUTE FUNCTION fail_product()',
    )
    .execute(t.app.db);
  return async () => {
    await sql.raw('DROP TRIGGER fail_write ON product').execute(t.app.db);
    await sql.raw('DROP FUNCTION fail_product()').execute(t.app.db);
  };
}

test('a save that fails midway (after the image is stored) leaves no orphan file and no row', async () => {
  const existing = await createOk(pngPart(await sampleImage('png'), 'kept.png'));
  const restore = await failWritesNamed('Explodes');
  try {
    const files = mediaFiles(t.config.dataDir);
    const count = await productCount();

    const created = await create(pngPart(await sampleImage('png'), 'orphan.png'), {
      ...FIELDS,
      name: 'Explodes',
    });
    expect(created.statusCode).toBe(500);
    expect(created.json()).toMatchObject({ error: { code: 'INTERNAL' } });
    expect(mediaFiles(t.config.dataDir)).toEqual(files);
    expect(await productCount()).toBe(count);

    const updated = await sendForm(t.app, {
      method: 'PUT',
      url: `/api/admin/products/${existing.id}`,
      cookie: admin.cookie,
      parts: { ...FIELDS, name: 'Explodes', image: pngPart(await sampleImage('jpeg'), 'orphan.jpg') },
    });
    expect(updated.statusCode).toBe(500);
    expect(mediaFiles(t.config.dataDir)).toEqual(files);
    const read = await t.app.inject({ method: 'GET', url: `/api/products/${existing.id}` });
    expect(read.json()).toEqual(existing);
  } finally {
    await restore();
  }
});
