import { afterAll, beforeAll, expect, test } from 'vitest';
import { cookieHeader, createUser } from '#tests/helpers/factories.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

let addressSequence = 0;
/** Each call from its own address, so these tests never meet the login rate limit. */
function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  addressSequence += 1;
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { ...SAME_ORIGIN, ...headers },
    payload: payload as Record<string, unknown>,
    remoteAddress: `198.51.100.${addressSequence % 250}`,
  });
}

function me(cookie?: string) {
  return testApp.app.inject({ method: 'GET', url: '/api/me', headers: cookie ? { cookie } : {} });
}

async function countRows(table: 'user' | 'session' | 'account') {
  const rows = await testApp.app.db.selectFrom(table).select('id').execute();
  return rows.length;
}

async function snapshot() {
  return { users: await countRows('user'), sessions: await countRows('session') };
}

let emailSequence = 0;
function freshEmail() {
  emailSequence += 1;
  return `shopper${emailSequence}-${Date.now().toString(36)}@example.com`;
}

test('sign-up creates a user account and signs it in with an httpOnly, SameSite=Lax cookie', async () => {
  const email = freshEmail();

  const response = await post('/api/auth/sign-up', {
    email: `  ${email.toUpperCase()} `,
    password: 'a-long-password',
  });

  expect(response.statusCode).toBe(201);
  const { user } = response.json();
  expect(user).toEqual({ id: expect.any(String), email, role: 'user' });
  const setCookie = String(response.headers['set-cookie']);
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  // Served over http in tests: a Secure cookie would never come back.
  expect(setCookie).not.toMatch(/Secure/i);
  const current = await me(cookieHeader(response.headers['set-cookie']));
  expect(current.statusCode).toBe(200);
  expect(current.json()).toEqual(user);
  expect(current.headers['cache-control']).toBe('no-store');
});

test('login answers the user and a session that GET /api/me recognises', async () => {
  const user = await createUser(testApp.app, { role: 'admin' });

  const response = await post('/api/auth/login', { email: user.email, password: user.password });

  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ user: { id: user.id, email: user.email, role: 'admin' } });
  const current = await me(cookieHeader(response.headers['set-cookie']));
  expect(current.json()).toEqual({ id: user.id, email: user.email, role: 'admin' });
});

test('login issues a new session id, even when the browser already holds one', async () => {
  const user = await createUser(testApp.app);

  const response = await post(
    '/api/auth/login',
    { email: user.email, password: user.password },
    { cookie: user.cookie },
  );

  expect(response.statusCode).toBe(200);
  const fresh = cookieHeader(response.headers['set-cookie']);
  expect(fresh).toMatch(/session_token=/);
  expect(fresh).not.toBe(user.cookie);
  expect((await me(fresh)).statusCode).toBe(200);
});

test('GET /api/me without a session is 401 UNAUTHENTICATED', async () => {
  const response = await me();
  expect(response.statusCode).toBe(401);
  expect(response.json().error.code).toBe('UNAUTHENTICATED');

  const forged = await me('better-auth.session_token=forged.value');
  expect(forged.statusCode).toBe(401);
});

test('GET /api/session answers a guest with 200 and no user, and a signed-in visitor with the user', async () => {
  const guest = await testApp.app.inject({ method: 'GET', url: '/api/session' });
  expect(guest.statusCode).toBe(200);
  expect(guest.json()).toEqual({ user: null });
  expect(guest.headers['cache-control']).toBe('no-store');

  const user = await createUser(testApp.app);
  const signedIn = await testApp.app.inject({
    method: 'GET',
    url: '/api/session',
    headers: { cookie: user.cookie },
  });
  expect(signedIn.statusCode).toBe(200);
  expect(signedIn.json().user).toMatchObject({ email: user.email });

  const forged = await testApp.app.inject({
    method: 'GET',
    url: '/api/session',
    headers: { cookie: 'better-auth.session_token=forged.value' },
  });
  expect(forged.json()).toEqual({ user: null });
});

test('logout deletes the session on the server: the old cookie no longer works', async () => {
  const user = await createUser(testApp.app);
  const before = await countRows('session');

  const response = await post('/api/auth/logout', undefined, { cookie: user.cookie });

  expect(response.statusCode).toBe(204);
  expect(await countRows('session')).toBe(before - 1);
  const after = await me(user.cookie);
  expect(after.statusCode).toBe(401);
  expect(after.json().error.code).toBe('UNAUTHENTICATED');
});

test('logout without a session is a harmless 204', async () => {
  const response = await post('/api/auth/logout', undefined);
  expect(response.statusCode).toBe(204);
});

test('a wrong password is 401 WRONG_PASSWORD and opens no session', async () => {
  const user = await createUser(testApp.app);
  const before = await snapshot();

  const response = await post('/api/auth/login', { email: user.email, password: 'not-the-password' });

  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ error: { code: 'WRONG_PASSWORD', message: 'Incorrect password.' } });
  expect(response.headers['set-cookie']).toBeUndefined();
  expect(await snapshot()).toEqual(before);
});

test('an unknown email is 401 USER_NOT_FOUND and opens no session', async () => {
  const before = await snapshot();

  const response = await post('/api/auth/login', { email: 'nobody@example.com', password: 'whatever-1' });

  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({
    error: { code: 'USER_NOT_FOUND', message: 'No user found with this email.' },
  });
  expect(await snapshot()).toEqual(before);
});

test('a malformed email is 400 INVALID_EMAIL on login and sign-up, and creates nothing', async () => {
  const before = await snapshot();

  for (const email of ['not-an-email', 'a@b', 'two@@example.com', '', ' ', '<script>@x.com']) {
    for (const url of ['/api/auth/login', '/api/auth/sign-up']) {
      const response = await post(url, { email, password: 'a-long-password' });
      expect(response.statusCode, `${url} ${email}`).toBe(400);
      expect(response.json().error).toEqual({ code: 'INVALID_EMAIL', message: 'Invalid email format.' });
    }
  }
  expect(await snapshot()).toEqual(before);
});

test('a second sign-up with the same email is 409 EMAIL_TAKEN and leaves the first account alone', async () => {
  const user = await createUser(testApp.app);
  const before = await snapshot();

  const response = await post('/api/auth/sign-up', {
    email: user.email.toUpperCase(),
    password: 'another-password',
  });

  expect(response.statusCode).toBe(409);
  expect(response.json().error.code).toBe('EMAIL_TAKEN');
  expect(response.json().error.message).toBe('An account with this email already exists.');
  expect(await snapshot()).toEqual(before);
  const login = await post('/api/auth/login', { email: user.email, password: user.password });
  expect(login.statusCode).toBe(200);
});

test('passwords outside the length rule are refused at sign-up with a readable reason', async () => {
  const before = await snapshot();

  const empty = await post('/api/auth/sign-up', { email: freshEmail(), password: '' });
  expect(empty.statusCode).toBe(400);
  expect(empty.json().error).toEqual({
    code: 'PASSWORD_TOO_SHORT',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    params: { min: PASSWORD_MIN_LENGTH },
  });

  const short = await post('/api/auth/sign-up', {
    email: freshEmail(),
    password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1),
  });
  expect(short.json().error.code).toBe('PASSWORD_TOO_SHORT');

  const long = await post('/api/auth/sign-up', {
    email: freshEmail(),
    password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1),
  });
  expect(long.statusCode).toBe(400);
  expect(long.json().error).toEqual({
    code: 'PASSWORD_TOO_LONG',
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
    params: { max: PASSWORD_MAX_LENGTH },
  });

  expect(await snapshot()).toEqual(before);
});

test('an empty password at login is 400 PASSWORD_REQUIRED', async () => {
  const user = await createUser(testApp.app);
  const before = await snapshot();

  const response = await post('/api/auth/login', { email: user.email, password: '' });

  expect(response.statusCode).toBe(400);
  expect(response.json().error.code).toBe('PASSWORD_REQUIRED');
  expect(await snapshot()).toEqual(before);
});

test('missing, mistyped, oversized and unparsable bodies are 400 with the error shape and change nothing', async () => {
  const before = await snapshot();
  const cases: [string, unknown][] = [
    ['{}', {}],
    ['no password', { email: freshEmail() }],
    ['email as number', { email: 42, password: 'a-long-password' }],
    ['password as object', { email: freshEmail(), password: { $ne: '' } }],
    ['huge email', { email: `${'a'.repeat(300)}@example.com`, password: 'a-long-password' }],
    ['huge password', { email: freshEmail(), password: 'p'.repeat(5000) }],
  ];
  for (const url of ['/api/auth/login', '/api/auth/sign-up']) {
    for (const [name, payload] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, `${url} ${name}`).toBe(400);
      expect(response.json().error.code, `${url} ${name}`).toBe('VALIDATION_FAILED');
    }
    const broken = await testApp.app.inject({
      method: 'POST',
      url,
      headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password": ',
      remoteAddress: '192.0.2.77',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('BAD_REQUEST');
  }
  expect(await snapshot()).toEqual(before);
});

test('a role sent at sign-up is ignored', async () => {
  const email = freshEmail();

  const response = await post('/api/auth/sign-up', { email, password: 'a-long-password', role: 'admin' });

  expect(response.statusCode).toBe(201);
  expect(response.json().user.role).toBe('user');
  const row = await testApp.app.db
    .selectFrom('user')
    .select('role')
    .where('email', '=', email)
    .executeTakeFirst();
  expect(row?.role).toBe('user');
  expect((await me(cookieHeader(response.headers['set-cookie']))).json().role).toBe('user');
});

test('no route lets a client change a role: better-auth update endpoints are not reachable', async () => {
  const user = await createUser(testApp.app);
  const attempts = [
    { method: 'POST', url: '/api/auth/update-user' },
    { method: 'POST', url: '/api/auth/admin/set-role' },
    { method: 'PATCH', url: '/api/me' },
    { method: 'PUT', url: '/api/me' },
  ] as const;

  for (const { method, url } of attempts) {
    const response = await testApp.app.inject({
      method,
      url,
      headers: { ...SAME_ORIGIN, cookie: user.cookie },
      payload: { role: 'admin', userId: user.id },
    });
    expect(response.statusCode, `${method} ${url}`).toBe(404);
    expect(response.json().error.code).toBe('ROUTE_NOT_FOUND');
  }
  expect((await me(user.cookie)).json().role).toBe('user');
});

test('a role sent at login is ignored too', async () => {
  const user = await createUser(testApp.app);

  const response = await post('/api/auth/login', {
    email: user.email,
    password: user.password,
    role: 'admin',
  });

  expect(response.statusCode).toBe(200);
  expect(response.json().user.role).toBe('user');
  expect((await me(cookieHeader(response.headers['set-cookie']))).json().role).toBe('user');
});

test('served over https, the session cookie is Secure', async () => {
  const shop = await createTestApp({ PUBLIC_URL: 'https://shop.example.com' });
  try {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: 'https://shop.example.com' },
      payload: { email: freshEmail(), password: 'a-long-password' },
    });
    expect(response.statusCode).toBe(201);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  } finally {
    await shop.close();
  }
});
