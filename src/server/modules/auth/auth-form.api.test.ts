import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { type BuiltClient, buildClient } from '#tests/helpers/built-client.ts';
import { cookieHeader, createUser, type TestUser } from '#tests/helpers/factories.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * The login and sign-up forms as a browser sends them without JavaScript (docs/decisions/158):
 * form-encoded POSTs to the pages' own addresses, answered with a redirect or the page again.
 * The real client is built once for this file, so the refusals are read in the rendered page.
 */
// Each test hashes passwords and renders whole pages: on a busy machine that takes a while.
vi.setConfig({ testTimeout: 90_000 });

let client: BuiltClient | undefined;
let t: TestApp;
let customer: TestUser;
let admin: TestUser;
let address = 0;

beforeAll(async () => {
  client = await buildClient();
  t = await createTestApp({ CLIENT_DIR: client.clientDir });
  customer = await createUser(t.app);
  admin = await createUser(t.app, { role: 'admin' });
}, 240_000);
afterAll(async () => {
  await t?.close();
  client?.remove();
});

/** Each call from an address of its own unless told: the limits are tested on their own below. */
function nextAddress(): string {
  address += 1;
  return `198.51.100.${address}`;
}

function postForm(
  url: string,
  fields: Record<string, string>,
  { headers = SAME_ORIGIN as Record<string, string>, from = nextAddress(), app = t.app } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: from,
  });
}

async function sessionOf(response: LightMyRequestResponse) {
  const session = await t.app.inject({
    method: 'GET',
    url: '/api/session',
    headers: { cookie: cookieHeader(response.headers['set-cookie']) },
  });
  return session.json<{ user: { email: string; role: string } | null }>().user;
}

/** The refusal the page shows in its alert, as the server rendered it. */
function alertText(html: string): string | undefined {
  return /<p[^>]*role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1]?.replace(/&#x27;/g, "'");
}

test('a customer signs in with the form: 303 to the home page with a session', async () => {
  const response = await postForm('/login', { email: customer.email, password: customer.password });
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe('/');
  expect(await sessionOf(response)).toMatchObject({ email: customer.email, role: 'user' });
});

test('an admin signs in with the form and lands on /admin, in the language of the form', async () => {
  const english = await postForm('/login', { email: admin.email, password: admin.password });
  expect(english.statusCode).toBe(303);
  expect(english.headers.location).toBe('/admin');
  expect(await sessionOf(english)).toMatchObject({ email: admin.email, role: 'admin' });

  const arabic = await postForm('/ar/login', { email: admin.email, password: admin.password });
  expect(arabic.headers.location).toBe('/ar/admin');
  const french = await postForm('/fr/login', { email: customer.email, password: customer.password });
  expect(french.headers.location).toBe('/fr/');
});

test('a wrong password renders the login page again: 401, "Incorrect password.", the email kept, the password nowhere', async () => {
  const password = 'not-the-password-9';
  const response = await postForm('/login', { email: customer.email, password });
  expect(response.statusCode).toBe(401);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['set-cookie']).toBeUndefined();
  expect(alertText(response.body)).toBe(EN.auth.wrongPassword);
  expect(response.body).toMatch(new RegExp(`name="email"[^>]*value="${customer.email}"`));
  expect(response.body).not.toContain(password);
  // The same code and message the JSON route answers.
  const json = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: SAME_ORIGIN,
    payload: { email: customer.email, password },
    remoteAddress: nextAddress(),
  });
  expect(json.statusCode).toBe(401);
  expect(json.json()).toMatchObject({ error: { code: 'WRONG_PASSWORD' } });
});

test("an unknown email and a bad address get the specification's messages, in the page's language", async () => {
  const unknown = await postForm('/login', { email: 'nobody-here@example.com', password: 'whatever-1' });
  expect(unknown.statusCode).toBe(401);
  expect(alertText(unknown.body)).toBe(EN.auth.userNotFound);

  const invalid = await postForm('/login', { email: 'not-an-email', password: 'whatever-1' });
  expect(invalid.statusCode).toBe(400);
  expect(alertText(invalid.body)).toBe(EN.auth.invalidEmail);

  const arabic = await postForm('/ar/login', { email: customer.email, password: 'not-the-password-9' });
  expect(arabic.statusCode).toBe(401);
  expect(alertText(arabic.body)).toBe(catalogueFor('ar').auth.wrongPassword);
  expect(arabic.body).toMatch(/<html lang="ar" dir="rtl">/);
});

test('a form missing its fields is refused with the login page, never a 500', async () => {
  const response = await postForm('/login', {});
  expect(response.statusCode).toBe(400);
  expect(alertText(response.body)).toBe(EN.auth.loginFailed);
});

test('sign-up with the form: 303 home signed in; a taken email and a short password say why', async () => {
  const email = `form-signup-${Date.now()}@example.com`;
  const created = await postForm('/signup', { email, password: 'a-good-long-password' });
  expect(created.statusCode).toBe(303);
  expect(created.headers.location).toBe('/');
  expect(await sessionOf(created)).toMatchObject({ email, role: 'user' });

  const taken = await postForm('/signup', { email, password: 'a-good-long-password' });
  expect(taken.statusCode).toBe(409);
  expect(alertText(taken.body)).toBe(`${EN.auth.signupFailedPrefix}${EN.auth.emailTaken}`);
  expect(taken.body).toMatch(new RegExp(`name="email"[^>]*value="${email}"`));

  const short = await postForm('/signup', { email: `short-${email}`, password: 'short' });
  expect(short.statusCode).toBe(400);
  expect(alertText(short.body)).toMatch(
    new RegExp(`^${EN.auth.signupFailedPrefix}Password must be at least \\d+ characters\\.$`),
  );
});

test.each([
  ['another site', { origin: 'https://evil.example' }],
  ['an opaque origin (a sandboxed page, or a referrer policy that hides it)', { origin: 'null' }],
  ['no origin at all', {}],
])(
  'the forms refuse a post from %s as the JSON routes do: 403, no session, no account',
  async (_, headers) => {
    const email = `cross-site-${Date.now()}-${address}@example.com`;
    const login = await postForm(
      '/login',
      { email: customer.email, password: customer.password },
      { headers },
    );
    expect(login.statusCode).toBe(403);
    expect(login.headers['set-cookie']).toBeUndefined();
    const signup = await postForm('/signup', { email, password: 'a-good-long-password' }, { headers });
    expect(signup.statusCode).toBe(403);
    expect(signup.headers['set-cookie']).toBeUndefined();
    const jsonLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: customer.email, password: customer.password },
      remoteAddress: nextAddress(),
    });
    expect(jsonLogin.statusCode).toBe(403);
    expect(jsonLogin.json()).toMatchObject({ error: { code: 'CROSS_SITE_REQUEST' } });
    // The account was never made.
    const later = await postForm('/login', { email, password: 'a-good-long-password' });
    expect(alertText(later.body)).toBe(EN.auth.userNotFound);
  },
);

test('the form and the JSON route count against one limit per address: past it, both answer 429', async () => {
  const limited = await createTestApp({
    CLIENT_DIR: client?.clientDir ?? '',
    AUTH_ATTEMPTS_PER_ADDRESS: '3',
  });
  try {
    const user = await createUser(limited.app);
    const from = '203.0.113.77';
    const json = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: SAME_ORIGIN,
        payload: { email: user.email, password: user.password },
        remoteAddress: from,
      });
    const form = () =>
      postForm('/login', { email: user.email, password: user.password }, { from, app: limited.app });
    expect((await json()).statusCode).toBe(200);
    expect((await form()).statusCode).toBe(303);
    expect((await json()).statusCode).toBe(200);

    const refusedForm = await form();
    expect(refusedForm.statusCode).toBe(429);
    expect(Number(refusedForm.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusedForm.headers['set-cookie']).toBeUndefined();
    expect(alertText(refusedForm.body)).toBe(EN.auth.loginFailed);
    expect((await json()).statusCode).toBe(429);

    // Sign-up has its own count, shared the same way.
    const signupFrom = '203.0.113.78';
    for (let i = 0; i < 3; i += 1) {
      const made = await postForm(
        '/signup',
        { email: `limit-${i}-${Date.now()}@example.com`, password: 'a-good-long-password' },
        { from: signupFrom, app: limited.app },
      );
      expect(made.statusCode).toBe(303);
    }
    const tooMany = await limited.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: SAME_ORIGIN,
      payload: { email: `limit-json-${Date.now()}@example.com`, password: 'a-good-long-password' },
      remoteAddress: signupFrom,
    });
    expect(tooMany.statusCode).toBe(429);
    const tooManyForm = await postForm(
      '/signup',
      { email: `limit-form-${Date.now()}@example.com`, password: 'a-good-long-password' },
      { from: signupFrom, app: limited.app },
    );
    expect(tooManyForm.statusCode).toBe(429);
    expect(alertText(tooManyForm.body)).toBe(`${EN.auth.signupFailedPrefix}${EN.auth.tooManyAttempts}`);
  } finally {
    await limited.close();
  }
  // A second app and eleven password hashes: slow on a busy machine.
}, 120_000);

test('the JSON routes still take JSON only: a form-encoded body there is refused', async () => {
  const response = await postForm('/api/auth/login', { email: customer.email, password: customer.password });
  expect(response.statusCode).toBe(415);
});
