import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sampleImage, sendForm } from '#server/modules/admin/admin.test-kit.ts';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  mediaUrl,
  previewName,
  variantName,
  variantNamesOf,
} from '#shared/image-variants.ts';
import { ProductSchema } from '#shared/product.ts';
import { SHOP } from '#shared/shop.ts';
import { createTestAppWithAdmin, insertProductRow, type TestUser } from '#tests/helpers/factories.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { backfillProductImages } from './image-backfill.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
});
afterAll(() => t.close());

async function fetchImage(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return { type: response.headers['content-type'], meta: await sharp(response.rawPayload).metadata() };
}

test('an upload is stored with AVIF and WebP variants at three widths, square, never enlarged, and its size recorded', async () => {
  // A tall picture: the variants pad it to a square instead of cropping the bottle.
  const image = await sharp(await sampleImage('png', 400))
    .resize(400, 700, { fit: 'fill' })
    .png()
    .toBuffer();
  const response = await sendForm(t.app, {
    method: 'POST',
    url: '/api/admin/products',
    cookie: admin.cookie,
    parts: {
      name: 'Variant Vetiver',
      description: 'Vetiver and smoke.',
      brand: 'Lattafa',
      category: 'men',
      image: { data: image, name: 'tall.png', type: 'image/png' },
    },
  });
  expect(response.statusCode).toBe(201);
  const product = ProductSchema.parse(response.json());
  expect([product.imageWidth, product.imageHeight]).toEqual([400, 700]);
  for (const width of IMAGE_VARIANT_WIDTHS) {
    for (const format of IMAGE_VARIANT_FORMATS) {
      const { type, meta } = await fetchImage(mediaUrl(variantName(product.fileName, width, format)));
      expect(type).toBe(`image/${format}`);
      // 320 and 640 px squares; the 1200 px one stays at the picture's own 700 px.
      const side = Math.min(width, 700);
      expect([meta.width, meta.height], `${width}w ${format}`).toEqual([side, side]);
    }
  }
  expect(product.imageSrcSet).toContain(`${product.imageUrl}.320w.webp 320w`);
  expect(product.imageAvifSrcSet).toContain(`${product.imageUrl}.1200w.avif 1200w`);
});

test('an image stored before variants existed gets them, its preview and its size at start', async () => {
  const fileName = `${randomUUID()}_old.png`;
  await t.app.media.put(fileName, await sampleImage('png', 300));
  const id = await insertProductRow(t.app.db, { name: 'Old Oud', fileName, imageUrl: mediaUrl(fileName) });
  for (const name of variantNamesOf(fileName)) expect(await t.app.media.exists(name)).toBe(false);

  expect(await backfillProductImages(t.app.db, t.app.media, t.app.log, SHOP.name)).toBe(1);
  for (const name of variantNamesOf(fileName)) expect(await t.app.media.exists(name), name).toBe(true);
  const preview = await fetchImage(mediaUrl(previewName(fileName)));
  expect([preview.type, preview.meta.width, preview.meta.height]).toEqual(['image/jpeg', 1200, 630]);
  const row = await t.app.db.selectFrom('product').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  expect([row.image_width, row.image_height]).toEqual([300, 300]);
  // A second start has nothing left to do.
  expect(await backfillProductImages(t.app.db, t.app.media, t.app.log, SHOP.name)).toBe(0);
});

test('deleting a product removes its original, every variant and its preview', async () => {
  const response = await sendForm(t.app, {
    method: 'POST',
    url: '/api/admin/products',
    cookie: admin.cookie,
    parts: {
      name: 'Short Lived',
      description: 'Gone soon.',
      brand: 'Lattafa',
      category: 'men',
      image: { data: await sampleImage('png', 200), name: 'x.png', type: 'image/png' },
    },
  });
  const product = ProductSchema.parse(response.json());
  expect(await t.app.media.exists(previewName(product.fileName))).toBe(true);
  await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/products/${product.id}`,
    headers: { origin: 'http://localhost:3000', cookie: admin.cookie },
  });
  for (const name of [product.fileName, ...variantNamesOf(product.fileName)]) {
    expect(await t.app.media.exists(name), name).toBe(false);
  }
});

test('two back-fills at once, as two processes starting together, both succeed without a warning', async () => {
  const fileName = `${randomUUID()}_together.png`;
  await t.app.media.put(fileName, await sampleImage('png', 300));
  await insertProductRow(t.app.db, { name: 'Together Oud', fileName, imageUrl: mediaUrl(fileName) });
  const lines: string[] = [];
  const log = Fastify({
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    },
  }).log;

  await Promise.all([
    backfillProductImages(t.app.db, t.app.media, log, SHOP.name),
    backfillProductImages(t.app.db, t.app.media, log, SHOP.name),
  ]);
  expect(lines).toEqual([]);
  for (const name of [...variantNamesOf(fileName), previewName(fileName)]) {
    expect(await t.app.media.exists(name), name).toBe(true);
  }
});
