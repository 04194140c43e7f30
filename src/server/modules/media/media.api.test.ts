import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { storeImage } from './image.service.ts';
import { assertSafeMediaName, mediaUrl } from './media.storage.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test.each(['../x', '../../etc/passwd', 'a/b.png', 'a\\b.png', '.hidden', '..', 'x\0y', ''])(
  'a media name that could leave the media folder is refused: %j',
  async (name) => {
    expect(() => assertSafeMediaName(name)).toThrow(/not allowed/);
    await expect(t.app.media.put(name, Buffer.from('x'))).rejects.toThrow(/not allowed/);
    await expect(t.app.media.remove(name)).rejects.toThrow(/not allowed/);
  },
);

test('GET /media cannot read files outside the media folder', async () => {
  writeFileSync(path.join(t.config.dataDir, 'secret.txt'), 'do not serve');
  for (const url of ['/media/../secret.txt', '/media/..%2Fsecret.txt', '/media/%2e%2e/secret.txt']) {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.body).not.toContain('do not serve');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  }
});

test('put, public URL, serve with long caching, and remove', async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c9a34e' } })
    .png()
    .toBuffer();
  const stored = await storeImage(t.app.media, png, 'Oud Wood.png');
  expect(stored.fileName).toMatch(/^[0-9a-f-]{36}_Oud-Wood\.png$/);
  expect(stored.url).toBe(mediaUrl(stored.fileName));

  const served = await t.app.inject({ method: 'GET', url: stored.url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.headers['cache-control']).toContain('max-age=31536000');
  const variant = await t.app.inject({ method: 'GET', url: `${stored.url}.320w.webp` });
  expect(variant.statusCode).toBe(200);

  await expect(t.app.media.put(stored.fileName, Buffer.from('overwrite'))).rejects.toThrow();
  await t.app.media.remove(stored.fileName);
  expect(await t.app.media.exists(stored.fileName)).toBe(false);
  expect(await t.app.media.exists(`${stored.fileName}.320w.webp`)).toBe(false);
  const gone = await t.app.inject({ method: 'GET', url: stored.url });
  expect(gone.statusCode).toBe(404);
});
