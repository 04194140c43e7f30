import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestAppWithAdmin, type TestUser } from '#tests/helpers/factories.ts';
import { SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createTestAppWithAdmin());
});
afterAll(() => t.close());

const saveSocial = (social: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings/social',
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
    payload: { instagram: '', tiktok: '', facebook: '', ...social },
  });

const savedSocial = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/settings' })).json<{ social: Record<string, unknown> }>()
    .social;

test.each([
  ['instagram', 'instagram.com/saadiyat', 'https://www.instagram.com/saadiyat'],
  ['instagram', 'www.instagram.com/saadiyat', 'https://www.instagram.com/saadiyat'],
  ['instagram', '@saadiyat', 'https://www.instagram.com/saadiyat'],
  ['instagram', 'saadiyat', 'https://www.instagram.com/saadiyat'],
  ['instagram', 'https://instagram.com/saadiyat/', 'https://www.instagram.com/saadiyat'],
  ['instagram', 'http://m.instagram.com/saadiyat', 'https://www.instagram.com/saadiyat'],
  ['tiktok', '@saadiyat.perfumes', 'https://www.tiktok.com/@saadiyat.perfumes'],
  ['tiktok', 'tiktok.com/@saadiyat', 'https://www.tiktok.com/@saadiyat'],
  ['facebook', 'fb.com/saadiyat', 'https://www.facebook.com/saadiyat'],
  [
    'facebook',
    'https://web.facebook.com/profile.php?id=1000',
    'https://www.facebook.com/profile.php?id=1000',
  ],
])('%s typed as %s is saved as %s', async (site, typed, stored) => {
  const response = await saveSocial({ [site]: typed });
  expect(response.statusCode).toBe(200);
  expect((await savedSocial())[site]).toBe(stored);
  // Saving the stored form again keeps it as it is.
  expect((await saveSocial({ [site]: stored })).statusCode).toBe(200);
  expect((await savedSocial())[site]).toBe(stored);
});

test.each([
  ['instagram', 'https://notinstagram.com/saadiyat'],
  ['instagram', 'instagram.com.evil.example/saadiyat'],
  ['instagram', 'https://evil.example/instagram.com/saadiyat'],
  ['instagram', 'instagram.com'],
  ['instagram', 'ftp://instagram.com/saadiyat'],
  ['instagram', 'https://user:pass@instagram.com/saadiyat'],
  ['tiktok', 'https://www.instagram.com/saadiyat'],
  ['facebook', 'not a link at all'],
  ['facebook', 'javascript:alert(1)'],
])('%s given %s is a 400 naming the field, and nothing changes', async (site, typed) => {
  expect((await saveSocial({ instagram: '@before' })).statusCode).toBe(200);
  const before = await savedSocial();
  const response = await saveSocial({ instagram: '@before', [site]: typed });
  expect(response.statusCode).toBe(400);
  const error = response.json<{ error: { code: string; issues: { path: string; message: string }[] } }>()
    .error;
  expect(error.code).toBe('VALIDATION_FAILED');
  expect(error.issues.map((issue) => issue.path)).toEqual([`body.${site}`]);
  expect(error.issues[0]?.message).toMatch(/^A page on (Instagram|TikTok|Facebook)/);
  expect(await savedSocial()).toEqual(before);
});
