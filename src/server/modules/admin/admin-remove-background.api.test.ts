import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { ProductSchema } from '#shared/product.ts';
import { createUser, type TestUser } from '#tests/helpers/factories.ts';
import {
  type RemoveBgStandIn,
  STAND_IN_ALPHA,
  startRemoveBgStandIn,
} from '#tests/helpers/remove-bg-stand-in.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { GIF_1PX, mediaFiles, pngOfExactSize, pngPart, sampleImage, sendForm } from './admin.test-kit.ts';

const API_KEY = 'rbg-secret-key-0042';
let local: TestApp;
let remote: TestApp;
let standIn: RemoveBgStandIn;
let localAdmin: TestUser;
let remoteAdmin: TestUser;

beforeAll(async () => {
  standIn = await startRemoveBgStandIn({ apiKey: API_KEY });
  local = await createTestApp();
  remote = await createTestApp({ REMOVE_BG_API_KEY: API_KEY, REMOVE_BG_URL: standIn.url });
  localAdmin = await createUser(local.app, { role: 'admin' });
  remoteAdmin = await createUser(remote.app, { role: 'admin' });
});
afterAll(async () => {
  await local?.close();
  await remote?.close();
  await standIn?.close();
});

function removeBackground(t: TestApp, cookie: string, parts: Parameters<typeof sendForm>[1]['parts']) {
  return sendForm(t.app, { method: 'POST', url: '/api/admin/remove-background', cookie, parts });
}

async function alphaAt(png: Buffer, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * 4 + 3] ?? -1;
}

test('without an API key, the built-in algorithm answers a transparent PNG and stores nothing', async () => {
  const files = mediaFiles(local.config.dataDir);
  const photo = await sampleImage('jpeg', 400);
  const response = await removeBackground(local, localAdmin.cookie, { image: pngPart(photo, 'bottle.jpg') });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  expect(response.headers['cache-control']).toBe('no-store');
  const png = response.rawPayload;
  expect(await sharp(png).metadata()).toMatchObject({
    format: 'png',
    hasAlpha: true,
    width: 400,
    height: 400,
  });
  expect(await alphaAt(png, 5, 5)).toBe(0);
  expect(await alphaAt(png, 200, 300)).toBe(255);
  expect(mediaFiles(local.config.dataDir)).toEqual(files);
});

test('with an API key, the remove.bg-compatible service is asked and its PNG is answered', async () => {
  const photo = await sampleImage('png', 120);
  const before = standIn.requests.length;
  const response = await removeBackground(remote, remoteAdmin.cookie, {
    image: pngPart(photo, 'My Bottle.png'),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/png');
  const sent = standIn.requests.slice(before);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ apiKey: API_KEY, size: 'auto', format: 'png', imageFileName: 'image.png' });
  expect(await alphaAt(response.rawPayload, 60, 60)).toBe(STAND_IN_ALPHA);
  // The key stays on the server.
  expect(JSON.stringify(response.headers)).not.toContain(API_KEY);
  expect(response.rawPayload.includes(Buffer.from(API_KEY))).toBe(false);
});

test("the admin reads the service's own message for a refusal with a status, not a reason of ours", async () => {
  standIn.failNext(402, {
    errors: [{ title: 'Insufficient credits on account 7', code: 'insufficient_credits' }],
  });
  const response = await removeBackground(remote, remoteAdmin.cookie, {
    image: pngPart(await sampleImage('png')),
  });
  expect(response.statusCode).toBe(502);
  expect(response.json()).toEqual({
    error: {
      code: 'BACKGROUND_REMOVAL_FAILED',
      message: 'Insufficient credits on account 7',
    },
  });
});

test('a service failure with a status remove.bg does not document gives "Failed to remove background"', async () => {
  standIn.failNext(418, 'down for maintenance');
  const response = await removeBackground(remote, remoteAdmin.cookie, {
    image: pngPart(await sampleImage('png')),
  });
  expect(response.statusCode).toBe(502);
  expect(response.json()).toMatchObject({
    error: { message: EN.admin.backgroundRemovalFailedDefault },
  });
});

test('no image is "Please select an image first."; nothing is sent to the service', async () => {
  const before = standIn.requests.length;
  const response = await removeBackground(remote, remoteAdmin.cookie, {});
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    error: { code: 'IMAGE_REQUIRED', message: EN.admin.selectImageFirst },
  });
  expect(standIn.requests.length).toBe(before);
});

test('an image over 2 MB, or a file that is not an image, is refused before the service is asked', async () => {
  const before = standIn.requests.length;
  const tooLarge = await removeBackground(remote, remoteAdmin.cookie, {
    image: pngPart(await pngOfExactSize(2_097_153)),
  });
  expect(tooLarge.statusCode).toBe(413);
  expect(tooLarge.json()).toMatchObject({ error: { message: EN.admin.imageTooLarge } });
  const gif = await removeBackground(remote, remoteAdmin.cookie, { image: { data: GIF_1PX, name: 'a.gif' } });
  expect(gif.statusCode).toBe(415);
  const extra = await removeBackground(remote, remoteAdmin.cookie, {
    image: pngPart(await sampleImage('png')),
    apiKey: 'mine',
  });
  expect(extra.statusCode).toBe(400);
  expect(standIn.requests.length).toBe(before);
});

test('the processed image is saved as the product image with the backgroundRemoved flag', async () => {
  const processed = await removeBackground(local, localAdmin.cookie, {
    image: pngPart(await sampleImage('jpeg', 300), 'photo.jpg'),
  });
  expect(processed.statusCode).toBe(200);
  const saved = await sendForm(local.app, {
    method: 'POST',
    url: '/api/admin/products',
    cookie: localAdmin.cookie,
    parts: {
      name: 'Shaghaf Oud',
      description: 'Saffron and oud.',
      brand: 'Swiss Arabian',
      backgroundRemoved: 'true',
      image: pngPart(processed.rawPayload, 'photo.png'),
    },
  });
  expect(saved.statusCode).toBe(201);
  const product = ProductSchema.parse(saved.json());
  expect(product.backgroundRemoved).toBe(true);
  const stored = await local.app.inject({ method: 'GET', url: product.imageUrl });
  expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
  expect(await alphaAt(stored.rawPayload, 2, 2)).toBe(0);
});
