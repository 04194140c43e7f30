import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUser } from '#tests/helpers/factories.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function userCount() {
  return (await testApp.app.db.selectFrom('user').select('id').execute()).length;
}

function signUp(headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers,
    payload: { email: `visitor-${Date.now()}@example.com`, password: 'a-long-password' },
  });
}

test('a cross-origin POST is refused with 403 CROSS_SITE_REQUEST and creates nothing', async () => {
  const before = await userCount();

  const foreign: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { origin: 'http://localhost:3000.evil.example' },
    { origin: 'https://localhost:3000' },
    { origin: 'null' },
    { referer: 'https://evil.example/page' },
    {},
  ];
  for (const headers of foreign) {
    const response = await signUp(headers);
    expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
    expect(response.headers['set-cookie']).toBeUndefined();
  }
  expect(await userCount()).toBe(before);
});

test('a same-origin request passes, by Origin or by Referer when Origin is absent', async () => {
  expect((await signUp(SAME_ORIGIN)).statusCode).toBe(201);
  expect((await signUp({ referer: 'http://localhost:3000/signup' })).statusCode).toBe(201);
});

test('Origin decides when present: a same-origin Referer does not rescue a foreign Origin', async () => {
  const response = await signUp({ origin: 'https://evil.example', referer: 'http://localhost:3000/signup' });
  expect(response.statusCode).toBe(403);
});

test("a cross-site logout cannot end somebody else's session", async () => {
  const user = await createUser(testApp.app);

  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { origin: 'https://evil.example', cookie: user.cookie },
  });

  expect(response.statusCode).toBe(403);
  const me = await testApp.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
  expect(me.statusCode).toBe(200);
});

test('the check covers every state-changing method on every path, not only the account routes', async () => {
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    for (const url of ['/api/cart', '/api/admin/products/some-id', '/anything']) {
      const response = await testApp.app.inject({ method, url, headers: { origin: 'https://evil.example' } });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
    }
  }
});

test('reads need no Origin', async () => {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
});

test('the Vite dev server origin is accepted in development only', async () => {
  const viteOrigin = { origin: 'http://localhost:5173' };
  expect((await signUp(viteOrigin)).statusCode).toBe(403);

  // Outside tests the password hash keeps its real cost (ADR 206).
  const dev = await createTestApp({ NODE_ENV: 'development', PASSWORD_HASH_COST: '17' });
  try {
    const response = await dev.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: viteOrigin,
      payload: { email: 'dev@example.com', password: 'a-long-password' },
    });
    expect(response.statusCode).toBe(201);
  } finally {
    await dev.close();
  }
});

test("the shop's own origin follows PUBLIC_URL", async () => {
  const shop = await createTestApp({ PUBLIC_URL: 'https://shop.example.com/' });
  try {
    const ok = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'https://shop.example.com' },
    });
    expect(ok.statusCode).toBe(204);
    const old = await shop.app.inject({ method: 'POST', url: '/api/auth/logout', headers: SAME_ORIGIN });
    expect(old.statusCode).toBe(403);
  } finally {
    await shop.close();
  }
});

test('the shop opened at another address than PUBLIC_URL (its LAN address) can still write', async () => {
  const before = await userCount();
  const lan = await signUp({ host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' });
  expect(lan.statusCode).toBe(201);
  expect(await userCount()).toBe(before + 1);

  const other = await signUp({ host: '192.168.1.20:3000', origin: 'http://192.168.1.21:3000' });
  expect(other.statusCode).toBe(403);
  expect(other.json().error.code).toBe('CROSS_SITE_REQUEST');
  expect(await userCount()).toBe(before + 1);
});
