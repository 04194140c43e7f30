import { afterEach, expect, test } from 'vitest';
import { cookieHeader, createUser } from '#tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { hashToken, SESSION_LIFETIME } from './session-token.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

function me(app: TestApp['app'], cookie: string) {
  return app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
}

/** Moves a session's login time back, as if it had been made `agoMs` earlier and used since. */
async function ageSession(app: TestApp['app'], userId: string, agoMs: number) {
  await app.db
    .updateTable('session')
    .set({
      created_at: new Date(Date.now() - agoMs).toISOString(),
      expires_at: new Date(Date.now() + DAY_MS).toISOString(),
    })
    .where('user_id', '=', userId)
    .execute();
}

test('over https the session and device cookies carry the __Host- prefix: Secure, Path=/, no Domain', async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example' });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: { origin: 'https://shop.example' },
    payload: { email: 'secure@example.com', password: 'a-long-password' },
  });
  expect(response.statusCode).toBe(201);
  const cookies = [response.headers['set-cookie']].flat().map(String);
  const session = cookies.find((c) => c.startsWith('__Host-session_token='));
  const device = cookies.find((c) => c.startsWith('__Host-device='));
  for (const cookie of [session, device]) {
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).not.toMatch(/Domain=/i);
  }
  expect(cookies.some((c) => /^session_token=|better-auth/.test(c))).toBe(false);
  expect((await me(t.app, cookieHeader(response.headers['set-cookie']))).statusCode).toBe(200);
  // The unprefixed name means nothing over https.
  const token = session?.split(';')[0]?.split('=')[1] ?? '';
  expect((await me(t.app, `session_token=${token}`)).statusCode).toBe(401);
});

test('over http (a shop on a LAN address) the session cookie has no prefix and still works', async () => {
  t = await createTestApp();
  const user = await createUser(t.app);
  expect(user.cookie).toMatch(/(^|; )session_token=/);
  expect((await me(t.app, user.cookie)).statusCode).toBe(200);
});

test('a session past its absolute lifetime signs out even when it was used every day, and its row is deleted', async () => {
  t = await createTestApp();
  const user = await createUser(t.app);
  await ageSession(t.app, user.id, SESSION_LIFETIME.absoluteMs.user - HOUR_MS);
  expect((await me(t.app, user.cookie)).statusCode).toBe(200);

  await ageSession(t.app, user.id, SESSION_LIFETIME.absoluteMs.user + HOUR_MS);
  const expired = await me(t.app, user.cookie);
  expect(expired.statusCode).toBe(401);
  expect(await t.app.db.selectFrom('session').where('user_id', '=', user.id).select('id').execute()).toEqual(
    [],
  );
});

test('an admin session has a shorter absolute lifetime than a customer’s', async () => {
  t = await createTestApp();
  const admin = await createUser(t.app, { role: 'admin' });
  const customer = await createUser(t.app);
  const age = SESSION_LIFETIME.absoluteMs.admin + HOUR_MS;
  expect(age).toBeLessThan(SESSION_LIFETIME.absoluteMs.user);
  await ageSession(t.app, admin.id, age);
  await ageSession(t.app, customer.id, age);
  expect((await me(t.app, admin.cookie)).statusCode).toBe(401);
  expect((await me(t.app, customer.cookie)).statusCode).toBe(200);
});

test('a session idle past its sliding lifetime signs out; one in use slides forward', async () => {
  t = await createTestApp();
  const idle = await createUser(t.app);
  const active = await createUser(t.app);
  await t.app.db
    .updateTable('session')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('user_id', '=', idle.id)
    .execute();
  expect((await me(t.app, idle.cookie)).statusCode).toBe(401);

  const soon = Date.now() + HOUR_MS;
  await t.app.db
    .updateTable('session')
    .set({ expires_at: new Date(soon).toISOString() })
    .where('user_id', '=', active.id)
    .execute();
  expect((await me(t.app, active.cookie)).statusCode).toBe(200);
  const row = await t.app.db
    .selectFrom('session')
    .select('expires_at')
    .where('user_id', '=', active.id)
    .executeTakeFirstOrThrow();
  expect(new Date(row.expires_at).getTime()).toBeGreaterThan(soon + DAY_MS);
});

test('the session table holds no usable token: only a digest of the cookie, which signs nobody in', async () => {
  t = await createTestApp();
  const user = await createUser(t.app);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: 'http://localhost:3000' },
    payload: { email: user.email, password: user.password },
  });
  const cookie = cookieHeader(login.headers['set-cookie']);
  const token = /session_token=([^;]+)/.exec(cookie)?.[1] ?? '';
  expect(token.length).toBeGreaterThan(30);

  const rows = await t.app.db.selectFrom('session').select('token').where('user_id', '=', user.id).execute();
  expect(rows).toHaveLength(2);
  expect(rows.map((r) => r.token)).toContain(hashToken(token));
  for (const { token: stored } of rows) {
    expect(stored).not.toBe(token);
    expect((await me(t.app, `session_token=${stored}`)).statusCode).toBe(401);
  }
  expect((await me(t.app, cookie)).statusCode).toBe(200);
});
