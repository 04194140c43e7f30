import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createTestDatabase, SAME_ORIGIN, type TestDatabase, testConfig } from '#tests/helpers/test-app.ts';
import { AUTH_ATTEMPT_LIMITS } from './auth-limits.ts';

const { perAddress, perEmail } = AUTH_ATTEMPT_LIMITS;

// Two app processes on one PostgreSQL database count against the same limits.
describe.runIf(inject('databaseKind') === 'postgres')('two app processes on one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = testConfig(database);
    a = await buildApp(config, { logger: false });
    b = await buildApp(config, { logger: false });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database.drop();
  });

  const failLogin = (app: FastifyInstance, from: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: SAME_ORIGIN,
      payload: { email, password: 'guess-password' },
      remoteAddress: from,
    });

  test('failed logins from one address on A and on B add up to one limit', async () => {
    const from = '203.0.113.40';
    for (let attempt = 0; attempt < perAddress.max; attempt += 1) {
      const response = await failLogin(attempt % 2 === 0 ? a : b, from, `nobody${attempt}@example.com`);
      expect(response.statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const refused = await failLogin(app, from, 'nobody-else@example.com');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  test('a parallel burst split over A and B gets exactly the limit, no more', async () => {
    const from = '203.0.113.41';
    const responses = await Promise.all(
      Array.from({ length: perAddress.max + 10 }, (_, attempt) =>
        failLogin(attempt % 2 === 0 ? a : b, from, `burst${attempt}@example.com`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(perAddress.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  test('failures against one email from many addresses, half on A and half on B, lock it on both', async () => {
    for (let attempt = 0; attempt < perEmail.max; attempt += 1) {
      const response = await failLogin(
        attempt % 2 === 0 ? a : b,
        `192.0.2.${attempt + 1}`,
        'shared@example.com',
      );
      expect(response.statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const refused = await failLogin(app, '198.51.100.250', 'shared@example.com');
      expect(refused.statusCode).toBe(429);
    }
  });
});
