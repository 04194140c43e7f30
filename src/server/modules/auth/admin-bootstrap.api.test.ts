import { afterEach, expect, test } from 'vitest';
import { createUser } from '#tests/helpers/factories.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import { ensureAdminAccount } from './admin-bootstrap.ts';
import { findUserByEmail } from './user.repository.ts';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

function login(app: TestApp['app'], email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: SAME_ORIGIN,
    payload: { email, password },
  });
}

test('ADMIN_EMAIL and ADMIN_PASSWORD at start create that account as admin', async () => {
  testApp = await createTestApp({ ADMIN_EMAIL: 'Owner@Example.com', ADMIN_PASSWORD: 'gold-and-oud-2026' });
  const { app } = testApp;

  expect(await findUserByEmail(app.db, 'owner@example.com')).toMatchObject({ role: 'admin' });
  const response = await login(app, 'owner@example.com', 'gold-and-oud-2026');
  expect(response.statusCode).toBe(200);
  expect(response.json().user).toMatchObject({ email: 'owner@example.com', role: 'admin' });
  // Creating the account opens no session.
  expect(await app.db.selectFrom('session').select('id').execute()).toHaveLength(1);
});

test('the bootstrap promotes an existing account and keeps its password', async () => {
  testApp = await createTestApp();
  const { app } = testApp;
  const user = await createUser(app, { password: 'my-own-password' });

  expect(await ensureAdminAccount(app, { email: user.email, password: 'another-password' })).toBe('promoted');

  expect(await findUserByEmail(app.db, user.email)).toMatchObject({ id: user.id, role: 'admin' });
  expect((await login(app, user.email, 'my-own-password')).statusCode).toBe(200);
  expect((await login(app, user.email, 'another-password')).json().error.code).toBe('WRONG_PASSWORD');
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
  expect(me.json()).toMatchObject({ role: 'admin' });
});

test('running the bootstrap again changes nothing', async () => {
  testApp = await createTestApp({ ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'gold-and-oud-2026' });
  const { app } = testApp;

  expect(await ensureAdminAccount(app, { email: 'owner@example.com', password: 'gold-and-oud-2026' })).toBe(
    'unchanged',
  );
  const users = await app.db.selectFrom('user').select(['email', 'role']).execute();
  expect(users).toEqual([{ email: 'owner@example.com', role: 'admin' }]);
});
