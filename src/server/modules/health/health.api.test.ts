import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('GET /api/health is liveness: the process answers, whatever the database does', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok' });
});

test('an unknown API route is a JSON 404 in the error shape', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
  expect(response.statusCode).toBe(404);
  expect(response.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
});

test('malformed JSON is a 400 in the error shape, never a 500', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    payload: '{"email": ',
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
});
