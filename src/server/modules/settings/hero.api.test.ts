import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { mediaFiles, sampleImage, sendForm } from '#server/modules/admin/admin.test-kit.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import { createTestAppWithAdmin, type TestUser } from '#tests/helpers/factories.ts';
import { SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

const HERO_MP4 = readFileSync(path.resolve(import.meta.dirname, '../../../client/public/hero.mp4'));

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
});
afterAll(() => t.close());

const hero = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<ShopSettings>().hero;
const upload = (parts: Parameters<typeof sendForm>[1]['parts']) =>
  sendForm(t.app, { method: 'POST', url: '/api/admin/settings/hero', cookie: admin.cookie, parts });

test('a text file renamed to .mp4 is refused with a 400 naming the video, and nothing is stored', async () => {
  const files = mediaFiles(t.database.dataDir).length;
  const response = await upload({
    video: { data: Buffer.from('this is not a video\n'.repeat(100)), name: 'hero.mp4', type: 'video/mp4' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().error.issues).toEqual([
    { path: 'body.video', message: 'Only MP4 and WebM videos are accepted.' },
  ]);
  expect(await hero()).toEqual({ videoUrl: null, posterUrl: null });
  expect(mediaFiles(t.database.dataDir)).toHaveLength(files);
});

test('a 31 MB video is refused with a 400 naming the video, and nothing is stored', async () => {
  const big = Buffer.alloc(31 * 1024 * 1024);
  HERO_MP4.copy(big);
  const response = await upload({ video: { data: big, name: 'long.mp4', type: 'video/mp4' } });
  expect(response.statusCode).toBe(400);
  expect(response.json().error.issues).toEqual([
    { path: 'body.video', message: 'The video must be at most 30 MB.' },
  ]);
  expect(await hero()).toEqual({ videoUrl: null, posterUrl: null });
});

test('a poster that is not an image is refused, and the video sent with it is not kept', async () => {
  const files = mediaFiles(t.database.dataDir).length;
  const response = await upload({
    video: { data: HERO_MP4, name: 'hero.mp4', type: 'video/mp4' },
    poster: { data: Buffer.from('<html>'), name: 'poster.jpg', type: 'image/jpeg' },
  });
  expect(response.statusCode).toBe(400);
  expect(response.json().error.issues[0].path).toBe('body.poster');
  expect(mediaFiles(t.database.dataDir)).toHaveLength(files);
  expect(await hero()).toEqual({ videoUrl: null, posterUrl: null });
});

test('an MP4 with its poster is stored through the media storage and served; reset goes back to the default', async () => {
  const response = await upload({
    video: { data: HERO_MP4, name: 'summer.mp4', type: 'video/mp4' },
    poster: { data: await sampleImage('jpeg', 120), name: 'summer.jpg', type: 'image/jpeg' },
  });
  expect(response.statusCode).toBe(200);
  const saved = await hero();
  expect(saved.videoUrl).toMatch(/^\/media\/.+_summer\.mp4$/);
  expect(saved.posterUrl).toMatch(/^\/media\/.+_summer\.jpg$/);
  const video = await t.app.inject({ method: 'GET', url: saved.videoUrl ?? '' });
  expect(video.statusCode).toBe(200);
  expect(video.rawPayload.equals(HERO_MP4)).toBe(true);
  const activity = await t.app.db.selectFrom('activity').selectAll().where('subject', '=', 'hero').execute();
  expect(activity).toHaveLength(1);

  const reset = await t.app.inject({
    method: 'DELETE',
    url: '/api/admin/settings/hero',
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  expect(reset.statusCode).toBe(200);
  expect(await hero()).toEqual({ videoUrl: null, posterUrl: null });
});

test('a WebM video is recognised by its EBML header', async () => {
  // EBML magic, then a DocType element "webm": the start of every WebM file.
  const webm = Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm'),
    Buffer.alloc(200),
  ]);
  const response = await upload({ video: { data: webm, name: 'clip.webm', type: 'video/webm' } });
  expect(response.statusCode).toBe(200);
  expect((await hero()).videoUrl).toMatch(/\.webm$/);
});
