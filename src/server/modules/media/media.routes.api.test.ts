import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PREVIEW_LANGUAGES, previewName } from '#shared/image-variants.ts';
import { type S3TestServer, startS3Server } from '#tests/helpers/s3-server.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { storeImage } from './image.service.ts';
import { createS3MediaStorage } from './media.storage.s3.ts';
import { mediaVariantNames } from './media.storage.ts';

/** The app with its images in a bucket: uploads land there and /media/ streams them back. */
let s3: S3TestServer;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp(s3.env);
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const png = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#8a5a2b' } })
    .png()
    .toBuffer();

test('an image and its variants are stored in the bucket and served with year-long caching', async () => {
  expect(t.app.media.kind).toBe('s3');
  const stored = await storeImage(t.app.media, await png(), 'Amber Oud.png');
  const bucket = createS3MediaStorage(s3.settings);
  expect(await bucket.list()).toEqual(
    // The link previews are drawn when a product is saved (they carry the name), not with the image.
    expect.arrayContaining([
      stored.fileName,
      ...mediaVariantNames(stored.fileName).filter(
        (name) => !PREVIEW_LANGUAGES.some((language) => name === previewName(stored.fileName, language)),
      ),
    ]),
  );
  await bucket.close();

  const served = await t.app.inject({ method: 'GET', url: stored.url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await t.app.media.get(stored.fileName)).toEqual(served.rawPayload);

  const again = await t.app.inject({
    method: 'GET',
    url: stored.url,
    headers: { 'if-none-match': String(served.headers.etag) },
  });
  expect(again.statusCode).toBe(304);

  const part = await t.app.inject({ method: 'GET', url: stored.url, headers: { range: 'bytes=1-3' } });
  expect(part.statusCode).toBe(206);
  expect(part.body).toBe('PNG');
  expect(part.headers['content-range']).toBe(`bytes 1-3/${served.rawPayload.length}`);

  const variant = await t.app.inject({ method: 'GET', url: `${stored.url}.320w.webp` });
  expect(variant.headers['content-type']).toBe('image/webp');

  await t.app.media.remove(stored.fileName);
  expect((await t.app.inject({ method: 'GET', url: stored.url })).statusCode).toBe(404);
});

test('a missing or unsafe name is a 404 with the error shape', async () => {
  for (const url of ['/media/nothing-here.png', '/media/..%2Fshop.db', '/media/.partial']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'MEDIA_NOT_FOUND', message: 'This file does not exist.' },
    });
  }
});

test('with MEDIA_PUBLIC_URL the browser is sent to the CDN for the same name', async () => {
  const cdn = await createTestApp({ ...s3.env, MEDIA_PUBLIC_URL: 'https://cdn.example.com/shop/' });
  try {
    const response = await cdn.app.inject({ method: 'GET', url: '/media/abc_Oud%20Wood.png' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('https://cdn.example.com/shop/abc_Oud%20Wood.png');
    const page = await cdn.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(page.headers['content-security-policy'])).toContain('img-src');
    expect(String(page.headers['content-security-policy'])).toContain('https://cdn.example.com');
  } finally {
    await cdn.close();
  }
});

test('a bucket that does not answer stops the start with one line naming the settings', async () => {
  const error = await createTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' }).then(
    async (started) => {
      await started.close();
      return null;
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(Error);
  const message = (error as Error).message;
  expect(message).toContain('s3://no-such-bucket does not answer');
  expect(message).toContain('S3_BUCKET');
  expect(message.split('\n')).toHaveLength(1);
});
