import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import {
  GIF_1PX,
  mediaFiles,
  pngOfExactSize,
  pngPart,
  sendForm,
} from '#server/modules/admin/admin.test-kit.ts';
import { uploadProduct } from '#server/modules/seo/head.test-kit.ts';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { type Product, ProductSchema } from '#shared/product.ts';
import { createTestAppWithAdminAndCustomer, type TestUser } from '#tests/helpers/factories.ts';
import type { TestApp } from '#tests/helpers/test-app.ts';
import { addPhotoOk, photoIds, photoPart, sendOrder, sendPhoto, sendRemove } from './photos.test-kit.ts';

// Every photo is decoded and stored with six variants: on a busy machine a test takes a while.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let mine: Product;
let other: Product;
beforeAll(async () => {
  ({ t, admin, customer } = await createTestAppWithAdminAndCustomer());
  mine = await addPhotoOk(
    t.app,
    admin.cookie,
    (await uploadProduct(t.app, admin.cookie, { name: 'Mine' }, 200)).id,
  );
  other = await addPhotoOk(
    t.app,
    admin.cookie,
    (await uploadProduct(t.app, admin.cookie, { name: 'Other' }, 200)).id,
  );
});
afterAll(() => t.close());

async function photosNow(id: string): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/products' });
  return photoIds(
    ProductSchema.array()
      .parse(response.json())
      .find((p) => p.id === id) as Product,
  );
}

test('signed out is 401 and a customer is 403, for every photo change; nothing changes', async () => {
  const files = mediaFiles(t.config.dataDir);
  const [main, extra] = photoIds(mine) as [string, string];
  for (const [cookie, status] of [
    [undefined, 401],
    [customer.cookie, 403],
  ] as const) {
    expect((await sendPhoto(t.app, cookie, mine.id, await photoPart())).statusCode).toBe(status);
    expect((await sendOrder(t.app, cookie, mine.id, [extra, main])).statusCode).toBe(status);
    expect((await sendRemove(t.app, cookie, mine.id, extra)).statusCode).toBe(status);
  }
  expect(mediaFiles(t.config.dataDir)).toEqual(files);
  expect(await photosNow(mine.id)).toEqual([main, extra]);
});

test("another perfume's photo ids are refused: in an order, a removal and a replacement", async () => {
  const files = mediaFiles(t.config.dataDir);
  const [main, extra] = photoIds(mine) as [string, string];
  const [otherMain, otherExtra] = photoIds(other) as [string, string];

  const mixed = await sendOrder(t.app, admin.cookie, mine.id, [otherMain, extra]);
  expect(mixed.statusCode).toBe(400);
  expect(mixed.json()).toMatchObject({ error: { code: 'PHOTO_ORDER_INVALID' } });

  const removal = await sendRemove(t.app, admin.cookie, mine.id, otherExtra);
  expect(removal.statusCode).toBe(404);
  expect(removal.json()).toMatchObject({ error: { code: 'PHOTO_NOT_FOUND' } });

  const replacement = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/products/${mine.id}/photos/${encodeURIComponent(otherExtra)}`,
    cookie: admin.cookie,
    parts: { image: await photoPart('swap.png') },
  });
  expect(replacement.statusCode).toBe(404);
  expect(replacement.json()).toMatchObject({ error: { code: 'PHOTO_NOT_FOUND' } });

  expect(mediaFiles(t.config.dataDir)).toEqual(files);
  expect(await photosNow(mine.id)).toEqual([main, extra]);
  expect(await photosNow(other.id)).toEqual([otherMain, otherExtra]);
});

test('an order must name each photo once: missing, repeated, unknown or empty orders are 400', async () => {
  const [main, extra] = photoIds(mine) as [string, string];
  for (const order of [[main], [main, main], [main, extra, 'nope.png'], [], 'x', [main, 5]]) {
    const response = await sendOrder(t.app, admin.cookie, mine.id, order);
    expect(response.statusCode, JSON.stringify(order)).toBe(400);
  }
  expect(await photosNow(mine.id)).toEqual([main, extra]);
});

test('an unknown perfume is 404 for every photo change', async () => {
  const id = '00000000-0000-4000-8000-000000000000';
  expect((await sendPhoto(t.app, admin.cookie, id, await photoPart())).statusCode).toBe(404);
  expect((await sendOrder(t.app, admin.cookie, id, ['a.png'])).statusCode).toBe(404);
  expect((await sendRemove(t.app, admin.cookie, id, 'a.png')).statusCode).toBe(404);
});

test('the image rules hold for photos: a fake image is 415, an oversized file 413, none 400', async () => {
  const files = mediaFiles(t.config.dataDir);
  const fake = await sendPhoto(t.app, admin.cookie, mine.id, {
    data: Buffer.from('not an image at all'),
    name: 'fake.png',
    type: 'image/png',
  });
  expect(fake.statusCode).toBe(415);
  expect(fake.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });

  const gif = await sendPhoto(t.app, admin.cookie, mine.id, {
    data: GIF_1PX,
    name: 'a.gif',
    type: 'image/gif',
  });
  expect(gif.statusCode).toBe(415);

  const large = await sendPhoto(
    t.app,
    admin.cookie,
    mine.id,
    pngPart(await pngOfExactSize(IMAGE_MAX_BYTES + 1)),
  );
  expect(large.statusCode).toBe(413);
  expect(large.json()).toMatchObject({ error: { code: 'IMAGE_TOO_LARGE' } });

  const none = await sendForm(t.app, {
    method: 'POST',
    url: `/api/admin/products/${mine.id}/photos`,
    cookie: admin.cookie,
    parts: { backgroundRemoved: 'false' },
  });
  expect(none.statusCode).toBe(400);
  expect(none.json()).toMatchObject({ error: { code: 'IMAGE_REQUIRED' } });

  const extraField = await sendPhoto(t.app, admin.cookie, mine.id, await photoPart(), { name: 'x' });
  expect(extraField.statusCode).toBe(400);

  expect(mediaFiles(t.config.dataDir)).toEqual(files);
  expect(await photosNow(mine.id)).toHaveLength(2);
});
