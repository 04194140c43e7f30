import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createUser } from '#tests/helpers/factories.ts';
import {
  buildLoggedApp,
  createTestDatabase,
  SAME_ORIGIN,
  type TestDatabase,
} from '#tests/helpers/test-app.ts';
import { requireAdmin, requireUser } from './session.ts';

/**
 * The guards as a module uses them: one preHandler for a whole scope. The probe routes live only
 * in this test; each write records that its handler ran, so a refused request provably changed nothing.
 */
let app: FastifyInstance;
let database: TestDatabase;
const logLines: Record<string, unknown>[] = [];
const writes: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildLoggedApp(database, logLines, 'warn');
  await app.register(async (scope) => {
    scope.addHook('preHandler', requireAdmin);
    scope.get('/api/probe/admin', async (request) => ({ email: request.user?.email }));
    scope.post('/api/probe/admin', async (request) => {
      writes.push(`admin:${request.user?.email}`);
      return { ok: true };
    });
  });
  await app.register(async (scope) => {
    scope.addHook('preHandler', requireUser);
    scope.post('/api/probe/user', async (request) => {
      writes.push(`user:${request.user?.email}`);
      return { ok: true };
    });
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

function deniedLog(code: string, url: string) {
  return logLines.find((line) => line.code === code && line.url === url);
}

test('an admin scope answers 401 UNAUTHENTICATED to a visitor who is not signed in, and logs it', async () => {
  const read = await app.inject({ method: 'GET', url: '/api/probe/admin' });
  const write = await app.inject({ method: 'POST', url: '/api/probe/admin', headers: SAME_ORIGIN });

  for (const response of [read, write]) {
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  }
  expect(writes).toEqual([]);
  expect(deniedLog('UNAUTHENTICATED', '/api/probe/admin')).toMatchObject({ level: 40 });
});

test('an admin scope answers 403 FORBIDDEN to a signed-in user without the role, and logs it', async () => {
  const user = await createUser(app);

  const read = await app.inject({ method: 'GET', url: '/api/probe/admin', headers: { cookie: user.cookie } });
  const write = await app.inject({
    method: 'POST',
    url: '/api/probe/admin',
    headers: { ...SAME_ORIGIN, cookie: user.cookie },
  });

  for (const response of [read, write]) {
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  }
  expect(writes).toEqual([]);
  expect(deniedLog('FORBIDDEN', '/api/probe/admin')).toMatchObject({ level: 40 });
});

test('an admin scope lets an admin through', async () => {
  const admin = await createUser(app, { role: 'admin' });

  const read = await app.inject({
    method: 'GET',
    url: '/api/probe/admin',
    headers: { cookie: admin.cookie },
  });
  const write = await app.inject({
    method: 'POST',
    url: '/api/probe/admin',
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });

  expect(read.statusCode).toBe(200);
  expect(read.json()).toEqual({ email: admin.email });
  expect(write.statusCode).toBe(200);
  expect(writes).toContain(`admin:${admin.email}`);
});

test('a role taken away on the server applies to the very next request', async () => {
  const admin = await createUser(app, { role: 'admin' });
  await app.db.updateTable('user').set({ role: 'user' }).where('email', '=', admin.email).execute();

  const response = await app.inject({
    method: 'GET',
    url: '/api/probe/admin',
    headers: { cookie: admin.cookie },
  });

  expect(response.statusCode).toBe(403);
});

test('any role value other than admin grants nothing', async () => {
  const user = await createUser(app);
  for (const role of ['Admin', 'ADMIN', 'admin ', 'superuser', null]) {
    await app.db.updateTable('user').set({ role }).where('email', '=', user.email).execute();
    const response = await app.inject({
      method: 'GET',
      url: '/api/probe/admin',
      headers: { cookie: user.cookie },
    });
    expect(response.statusCode, String(role)).toBe(403);
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(me.json().role).toBe('user');
  }
});

test('a user scope lets any signed-in user through and refuses visitors', async () => {
  const user = await createUser(app);

  const anonymous = await app.inject({ method: 'POST', url: '/api/probe/user', headers: SAME_ORIGIN });
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/probe/user',
    headers: { ...SAME_ORIGIN, cookie: user.cookie },
  });

  expect(anonymous.statusCode).toBe(401);
  expect(signedIn.statusCode).toBe(200);
  expect(writes).toContain(`user:${user.email}`);
  expect(writes.filter((entry) => entry.startsWith('user:'))).toHaveLength(1);
});
