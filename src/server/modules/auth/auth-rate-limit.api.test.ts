import { afterEach, expect, test } from 'vitest';
import { attemptCount } from '#tests/helpers/attempt-count.ts';
import { createUser } from '#tests/helpers/factories.ts';
import { loginFrom as login } from '#tests/helpers/login.ts';
import { createTestApp, SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import { AUTH_ATTEMPT_LIMITS } from './auth-limits.ts';

const { perAddress, perEmail } = AUTH_ATTEMPT_LIMITS;

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function start(env: Record<string, string> = {}) {
  testApp = await createTestApp(env);
  return testApp.app;
}

test('repeated failed logins from one address trip the limit, and rotating X-Forwarded-For gains nothing', async () => {
  const app = await start();
  const victim = await createUser(app);

  for (let attempt = 0; attempt < perAddress.max; attempt += 1) {
    const response = await login(
      app,
      '203.0.113.10',
      { email: `guess${attempt}@example.com`, password: 'guess-password' },
      { 'x-forwarded-for': `10.1.${attempt}.1` },
    );
    expect(response.statusCode).toBe(401);
  }

  const refused = await login(
    app,
    '203.0.113.10',
    { email: victim.email, password: victim.password },
    { 'x-forwarded-for': '10.99.99.99' },
  );
  expect(refused.statusCode).toBe(429);
  expect(refused.json().error.code).toBe('RATE_LIMITED');
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect(refused.headers['set-cookie']).toBeUndefined();

  // The owner of the account, elsewhere, is not locked out.
  const owner = await login(app, '198.51.100.20', { email: victim.email, password: victim.password });
  expect(owner.statusCode).toBe(200);
});

test('failed logins against one email from many addresses lock that email only', async () => {
  const app = await start();
  const other = await createUser(app);

  for (let attempt = 0; attempt < perEmail.max; attempt += 1) {
    const response = await login(app, `192.0.2.${attempt + 1}`, {
      email: 'target@example.com',
      password: 'guess-password',
    });
    expect(response.statusCode).toBe(401);
  }

  const fresh = '198.51.100.99';
  const refused = await login(app, fresh, { email: 'TARGET@example.com', password: 'guess-password' });
  expect(refused.statusCode).toBe(429);
  const unaffected = await login(app, fresh, { email: other.email, password: other.password });
  expect(unaffected.statusCode).toBe(200);
});

test('one attacker runs out before the email it attacks is locked', () => {
  expect(perAddress.max).toBeLessThan(perEmail.max);
});

test('successful logins do not count: a shared address is not locked out by its own customers', async () => {
  const app = await start();
  const user = await createUser(app);
  const shared = '203.0.113.50';

  for (let attempt = 0; attempt < perAddress.max - 1; attempt += 1) {
    await login(app, shared, { email: `typo${attempt}@example.com`, password: 'guess-password' });
  }
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await login(app, shared, { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
  }

  // The last failure the window allows is still answered normally.
  const last = await login(app, shared, { email: 'typo-last@example.com', password: 'guess-password' });
  expect(last.statusCode).toBe(401);
  const next = await login(app, shared, { email: user.email, password: user.password });
  expect(next.statusCode).toBe(429);
});

test('a success is given back before its answer arrives, so the next attempt never counts it', async () => {
  const app = await start();
  const user = await createUser(app);
  const address = '203.0.113.51';
  const failures = () => attemptCount(app, `login:fail:addr:${address}`);

  expect(
    (await login(app, address, { email: 'typo@example.com', password: 'guess-password' })).statusCode,
  ).toBe(401);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const response = await login(app, address, { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    // Read the moment the answer is in: nothing of the request may still be pending.
    expect(await failures()).toBe(1);
  }
});

test('a burst of parallel guesses gets no more tries than the limit', async () => {
  const app = await start();

  const responses = await Promise.all(
    Array.from({ length: perAddress.max + 10 }, (_, attempt) =>
      login(app, '203.0.113.77', { email: `burst${attempt}@example.com`, password: 'guess-password' }),
    ),
  );

  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 401)).toHaveLength(perAddress.max);
  expect(statuses.filter((status) => status === 429)).toHaveLength(10);
});

test('failed sign-ups are limited per address too, and a refused sign-up creates nothing', async () => {
  const app = await start();

  for (let attempt = 0; attempt < perAddress.max; attempt += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: SAME_ORIGIN,
      payload: { email: `not-an-email-${attempt}`, password: 'a-long-password' },
      remoteAddress: '203.0.113.30',
    });
    expect(response.statusCode).toBe(400);
  }

  const refused = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    headers: SAME_ORIGIN,
    payload: { email: 'real@example.com', password: 'a-long-password' },
    remoteAddress: '203.0.113.30',
  });
  expect(refused.statusCode).toBe(429);
  expect(await app.db.selectFrom('user').select('id').execute()).toHaveLength(0);
});

test('behind a trusted proxy (TRUST_PROXY) the client address comes from X-Forwarded-For', async () => {
  const app = await start({ TRUST_PROXY: '10.0.0.2' });
  const proxy = '10.0.0.2';

  for (let attempt = 0; attempt < perAddress.max; attempt += 1) {
    await login(
      app,
      proxy,
      { email: `guess${attempt}@example.com`, password: 'guess-password' },
      { 'x-forwarded-for': '203.0.113.66' },
    );
  }

  const attacker = await login(
    app,
    proxy,
    { email: 'someone@example.com', password: 'guess-password' },
    { 'x-forwarded-for': '203.0.113.66' },
  );
  expect(attacker.statusCode).toBe(429);
  const neighbour = await login(
    app,
    proxy,
    { email: 'someone@example.com', password: 'guess-password' },
    { 'x-forwarded-for': '203.0.113.67' },
  );
  expect(neighbour.statusCode).toBe(401);
});
