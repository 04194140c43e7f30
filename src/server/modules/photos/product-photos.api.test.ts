import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { mediaFiles, sendForm } from '#server/modules/admin/admin.test-kit.ts';
import { createPageTestApp, readPage, uploadProduct } from '#server/modules/seo/head.test-kit.ts';
import { mediaUrl, previewName } from '#shared/image-variants.ts';
import { PRODUCT_PHOTOS_MAX } from '#shared/photo-order.ts';
import { type Product, ProductSchema } from '#shared/product.ts';
import type { TestUser } from '#tests/helpers/factories.ts';
import { SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import {
  addPhotoOk,
  filesOfPhoto,
  photoIds,
  photoPart,
  sendOrder,
  sendPhoto,
  sendRemove,
} from './photos.test-kit.ts';

// Every photo is decoded and stored with six variants: on a busy machine a test takes a while.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createPageTestApp('shop-product-photos-'));
});
afterAll(() => t.close());

const upload = (name: string) => uploadProduct(t.app, admin.cookie, { name });
const isStored = (name: string) => existsSync(path.join(t.config.dataDir, 'media', name));

async function withPhotos(name: string, extra: number): Promise<Product> {
  let product = await upload(name);
  for (let i = 1; i <= extra; i += 1)
    product = await addPhotoOk(t.app, admin.cookie, product.id, `view-${i}.png`);
  return product;
}

async function listed(id: string): Promise<Product> {
  const response = await t.app.inject({ method: 'GET', url: '/api/products' });
  const product = ProductSchema.array()
    .parse(response.json())
    .find((p) => p.id === id);
  if (!product) throw new Error('not listed');
  return product;
}

test('photos added one after another follow the main one, each stored with every variant', async () => {
  const first = await upload('Amber Box');
  expect(photoIds(first)).toEqual([first.fileName]);
  const second = await addPhotoOk(t.app, admin.cookie, first.id, 'box.png');
  const third = await addPhotoOk(t.app, admin.cookie, first.id, 'cap.png');
  expect(third.photos).toHaveLength(3);
  expect(third.photos[0]).toMatchObject({ id: first.fileName, url: first.imageUrl });
  expect(third.photos[1]?.id).toBe(second.photos[1]?.id);
  expect(third.photos[2]?.id).toMatch(/_cap\.png$/);
  expect(third.photos[2]).toMatchObject({ width: 320, height: 320, backgroundRemoved: false });
  // The main photo and everything every reader uses stay as they were.
  expect(third.imageUrl).toBe(first.imageUrl);
  expect(third.previewImageUrl.split('?')[0]).toBe(first.previewImageUrl.split('?')[0]);
  const stored = mediaFiles(t.config.dataDir);
  for (const photo of third.photos.slice(1)) {
    for (const name of filesOfPhoto(photo.id).filter((n) => !n.includes('.preview'))) {
      expect(stored).toContain(name);
    }
  }
  expect((await listed(first.id)).photos).toEqual(third.photos);
});

test(`the ${PRODUCT_PHOTOS_MAX + 1}th photo is refused with 409 and nothing is stored`, async () => {
  const full = await withPhotos('Full Oud', PRODUCT_PHOTOS_MAX - 1);
  expect(full.photos).toHaveLength(PRODUCT_PHOTOS_MAX);
  const before = mediaFiles(t.config.dataDir);
  const refused = await sendPhoto(t.app, admin.cookie, full.id, await photoPart('seventh.png'));
  expect(refused.statusCode).toBe(409);
  expect(refused.json()).toMatchObject({ error: { code: 'PHOTO_LIMIT_REACHED', params: { max: 6 } } });
  expect(refused.json().error.message).toContain('6 photos');
  expect(mediaFiles(t.config.dataDir)).toEqual(before);
  expect((await listed(full.id)).photos).toHaveLength(PRODUCT_PHOTOS_MAX);
});

test('three uploads sent at once for the last two places: two are kept, one is refused', async () => {
  const product = await withPhotos('Race Oud', PRODUCT_PHOTOS_MAX - 3);
  const answers = await Promise.all(
    [1, 2, 3].map(async (i) => sendPhoto(t.app, admin.cookie, product.id, await photoPart(`race-${i}.png`))),
  );
  expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 409]);
  const photos = (await listed(product.id)).photos;
  expect(photos).toHaveLength(PRODUCT_PHOTOS_MAX);
  const raceFiles = mediaFiles(t.config.dataDir).filter((n) => /_race-\d\.png$/.test(n));
  expect(raceFiles.sort()).toEqual(
    photos
      .filter((p) => p.id.includes('_race-'))
      .map((p) => p.id)
      .sort(),
  );
});

test('reordering puts the photos in the order sent; the first is the main one everywhere', async () => {
  const product = await withPhotos('Order Oud', 2);
  const [a, b, c] = photoIds(product) as [string, string, string];
  const response = await sendOrder(t.app, admin.cookie, product.id, [c, a, b]);
  expect(response.statusCode, response.body).toBe(200);
  const saved = ProductSchema.parse(response.json());
  expect(photoIds(saved)).toEqual([c, a, b]);
  expect(saved.imageUrl).toBe(mediaUrl(c));
  expect(saved.fileName).toBe(c);
  expect(saved.imageSrcSet).toContain(encodeURIComponent(c));
  expect(photoIds(await listed(product.id))).toEqual([c, a, b]);
  // No file is lost by a move.
  for (const id of [a, b, c]) expect(isStored(id)).toBe(true);
});

test('choosing the second photo as main: the link preview and imageUrl follow it', async () => {
  const product = await withPhotos('Main Oud', 2);
  const [first, second, third] = photoIds(product) as [string, string, string];
  const response = await sendOrder(t.app, admin.cookie, product.id, [second, first, third]);
  expect(response.statusCode, response.body).toBe(200);
  const saved = ProductSchema.parse(response.json());
  expect(saved.imageUrl).toBe(mediaUrl(second));
  expect(saved.previewImageUrl.split('?')[0]).toBe(mediaUrl(previewName(second)));
  expect(saved.previewImageUrl).not.toBe(product.previewImageUrl);
  for (const language of ['en', 'ar', 'fr'] as const)
    expect(isStored(previewName(second, language))).toBe(true);
  const page = await readPage(t.app, saved.path);
  expect(page.meta('og:image')).toContain(mediaUrl(previewName(second)));
  // The product's structured data lists the link preview, then every photo in their new order.
  expect(page.jsonLd[0].image).toEqual(
    [saved.previewImageUrl, ...[second, first, third].map(mediaUrl)].map(
      (url) => `${t.config.publicUrl}${url}`,
    ),
  );
});

test('removing a photo deletes its file and every variant; the next photo becomes the main one', async () => {
  const product = await withPhotos('Remove Oud', 2);
  const [main, middle, last] = photoIds(product) as [string, string, string];
  const gone = await sendRemove(t.app, admin.cookie, product.id, middle);
  expect(gone.statusCode, gone.body).toBe(200);
  expect(photoIds(ProductSchema.parse(gone.json()))).toEqual([main, last]);
  for (const name of filesOfPhoto(middle)) expect(isStored(name), name).toBe(false);

  const mainGone = await sendRemove(t.app, admin.cookie, product.id, main);
  const saved = ProductSchema.parse(mainGone.json());
  expect(photoIds(saved)).toEqual([last]);
  expect(saved.imageUrl).toBe(mediaUrl(last));
  for (const name of filesOfPhoto(main)) expect(isStored(name), name).toBe(false);

  const lastOne = await sendRemove(t.app, admin.cookie, product.id, last);
  expect(lastOne.statusCode).toBe(409);
  expect(lastOne.json()).toMatchObject({ error: { code: 'PHOTO_LAST' } });
  expect(isStored(last)).toBe(true);
});

test('deleting a perfume deletes the files of all its photos', async () => {
  const product = await withPhotos('Delete Oud', 2);
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/products/${product.id}`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  expect(deleted.statusCode).toBe(204);
  for (const photo of product.photos) {
    for (const name of filesOfPhoto(photo.id)) expect(isStored(name), name).toBe(false);
  }
  const rows = await t.app.db
    .selectFrom('product_photo')
    .where('product_id', '=', product.id)
    .selectAll()
    .execute();
  expect(rows).toEqual([]);
});

test('a photo replaced by its background-removed picture keeps its place; the old files go', async () => {
  const product = await withPhotos('Clean Oud', 2);
  const [main, middle, last] = photoIds(product) as [string, string, string];
  const response = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/products/${product.id}/photos/${encodeURIComponent(middle)}`,
    cookie: admin.cookie,
    parts: { backgroundRemoved: 'true', image: await photoPart('box-no-bg.png', 640) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const saved = ProductSchema.parse(response.json());
  expect(saved.photos[0]?.id).toBe(main);
  expect(saved.photos[2]?.id).toBe(last);
  expect(saved.photos[1]).toMatchObject({ backgroundRemoved: true, width: 640 });
  expect(saved.photos[1]?.id).toMatch(/_box-no-bg\.png$/);
  for (const name of filesOfPhoto(middle)) expect(isStored(name), name).toBe(false);
});
