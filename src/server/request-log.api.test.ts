import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { call, orderBody, productsFor } from '#server/modules/order-book/order-book.test-kit.ts';
import { createUser } from '#tests/helpers/factories.ts';
import {
  createTestDatabase,
  SAME_ORIGIN,
  type TestApp,
  type TestDatabase,
  testConfig,
} from '#tests/helpers/test-app.ts';
import { REDACTED } from './log-redaction.ts';

/**
 * What the shop's log holds after a customer's journey (docs/decisions/159): the requests are all
 * there, but neither the password typed nor the private tracking link.
 */
const PASSWORD = 'Secret#Pass-in-the-log-123';
let database: TestDatabase;
let app: FastifyInstance;
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  // No pages built here: the log is the subject, not the HTML.
  const config = testConfig(database, { CLIENT_DIR: `${database.dataDir}/no-client` });
  app = await buildApp(config, { logger: { level: 'info', stream } });
  await app.ready();
  t = { app, config, database, close: () => app.close() };
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM_HEADERS = { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' };

test('after logins, a form sent by GET and a tracked order, the log holds no password and no tracking token', async () => {
  const customer = await createUser(app, { password: PASSWORD });

  // The login form sent the way a browser sends it without JavaScript, refused and accepted.
  const refused = await app.inject({
    method: 'POST',
    url: '/login',
    headers: FORM_HEADERS,
    payload: form({ email: customer.email, password: `${PASSWORD}-wrong` }),
  });
  expect(refused.statusCode).not.toBe(303);
  const accepted = await app.inject({
    method: 'POST',
    url: '/login',
    headers: FORM_HEADERS,
    payload: form({ email: customer.email, password: PASSWORD }),
  });
  expect(accepted.statusCode).toBe(303);
  // The old fault: a form without a method, sent by GET before its script arrived.
  await app.inject({ method: 'GET', url: `/login?${form({ email: customer.email, password: PASSWORD })}` });
  await app.inject({
    method: 'GET',
    url: `/api/products?${form({ brand: 'Lattafa', password: PASSWORD })}`,
  });

  // An order, then its private page and the JSON behind it, and a mistyped link.
  const products = await productsFor(t, 1);
  const placed = await call(t, null, 'POST', '/api/placed-orders', orderBody(products));
  expect(placed.statusCode).toBe(201);
  const token = placed.json<{ trackingToken: string }>().trackingToken;
  expect((await call(t, null, 'GET', `/api/track/${token}`)).statusCode).toBe(200);
  await call(t, null, 'GET', `/track/${token}`);
  await call(t, null, 'GET', `/ar/track/${token}`);
  expect((await call(t, null, 'GET', `/api/track/${token.slice(0, -2)}xx`)).statusCode).toBe(404);
  await call(t, null, 'GET', `/api/track/${token}/nothing-here`);

  const log = lines.join('');
  // The requests were logged, with the marker where the secrets were...
  expect(log).toContain(`/track/${REDACTED}`);
  expect(log).toContain(`/login?${REDACTED}`);
  expect(log).toContain(`/api/products?brand=Lattafa&${REDACTED}`);
  // ...and the secrets nowhere, in any encoding a URL gives them.
  expect(log).not.toContain(PASSWORD);
  expect(log).not.toContain(encodeURIComponent(PASSWORD));
  expect(log).not.toContain('Secret%23Pass');
  expect(log).not.toContain(token);
  expect(log).not.toContain(token.slice(0, 20));
}, 120_000);
