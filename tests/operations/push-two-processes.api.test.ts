import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { PushPayloadSchema } from '#shared/push.ts';
import { type AppProcess, insertProducts, startAppProcess } from '#tests/helpers/app-process.ts';
import { cookieHeader } from '#tests/helpers/factories.ts';
import { type PushServiceStandIn, startPushServiceStandIn } from '#tests/helpers/push-service-stand-in.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app.ts';

/**
 * Two app processes on one PostgreSQL database, orders placed through both (and a retry of each
 * through the other): every subscribed device hears of every order exactly once (docs/decisions/140).
 */
const isPostgres = inject('databaseKind') === 'postgres';
const PUBLIC_URL = 'http://shop.test';
const ADMIN = { email: 'owner@example.com', password: 'a long owner secret' };

let database: TestDatabase;
let push: PushServiceStandIn;
let a: AppProcess;
let b: AppProcess;
beforeAll(async () => {
  if (!isPostgres) return;
  database = await createTestDatabase();
  push = await startPushServiceStandIn();
  const env = { PUBLIC_URL, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  a = await startAppProcess(database, env);
  b = await startAppProcess(database, env);
}, 90_000);
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await push?.close();
  await database?.drop();
});

const json = (cookie = '') => ({ 'content-type': 'application/json', origin: PUBLIC_URL, cookie });

test.runIf(isPostgres)('each order reaches each device exactly once, whichever process took it', async () => {
  const login = await fetch(`${a.url}/api/auth/login`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const cookie = cookieHeader(login.headers.getSetCookie());
  const devices = [push.device(), push.device(), push.device()];
  for (const [i, device] of devices.entries()) {
    const through = i % 2 === 0 ? a : b;
    const response = await fetch(`${through.url}/api/admin/push/subscription`, {
      method: 'PUT',
      headers: json(cookie),
      body: JSON.stringify({ ...device.subscription, language: 'en', device: `phone ${i}` }),
    });
    expect(response.status).toBe(200);
  }
  // Both processes answer with the one key pair the shop made.
  const keys = await Promise.all(
    [a, b].map(
      async (app) =>
        (await (await fetch(`${app.url}/api/admin/push`, { headers: json(cookie) })).json()).publicKey,
    ),
  );
  expect(keys[1]).toBe(keys[0]);

  const [productId] = await insertProducts(database, 1);
  const references: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const body = JSON.stringify({
      idempotencyKey: crypto.randomUUID(),
      items: [{ productId, selectedSizes: [{ size: '100', quantity: 1 }] }],
    });
    const [first, second] = i % 2 === 0 ? [a, b] : [b, a];
    const placed = await fetch(`${first.url}/api/placed-orders`, { method: 'POST', headers: json(), body });
    expect(placed.status).toBe(201);
    references.push((await placed.json()).reference);
    // The customer's page retries through the other process: the same order, no second alert.
    const retried = await fetch(`${second.url}/api/placed-orders`, { method: 'POST', headers: json(), body });
    expect(retried.status).toBe(200);
  }

  const expected = references.length * devices.length;
  const start = Date.now();
  while (push.received.length < expected && Date.now() - start < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(push.received).toHaveLength(expected);
  for (const device of devices) {
    const heard = push.received
      .filter((p) => p.deviceId === device.id)
      .map((p) => PushPayloadSchema.parse(p.payload).tag)
      .sort();
    expect(heard).toEqual([...references].sort());
  }
  expect(push.received.every((p) => p.isVapidValid && p.vapidPublicKey === keys[0])).toBe(true);
});
