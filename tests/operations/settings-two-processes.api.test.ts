import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { ShopSettings } from '#shared/settings-types.ts';
import { type AppProcess, startAppProcess } from '#tests/helpers/app-process.ts';
import { cookieHeader } from '#tests/helpers/factories.ts';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app.ts';

/**
 * Two app processes (`node src/server/main.ts`, each with its own settings cache) on one
 * PostgreSQL database: a setting saved through one shows from the other within 5 seconds, without
 * a restart (docs/decisions/090). The cross-process part is PostgreSQL's LISTEN/NOTIFY.
 */
const isPostgres = inject('databaseKind') === 'postgres';
const PUBLIC_URL = 'http://shop.test';
const ADMIN = { email: 'owner@example.com', password: 'a long owner secret' };

let database: TestDatabase;
let a: AppProcess;
let b: AppProcess;
beforeAll(async () => {
  if (!isPostgres) return;
  database = await createTestDatabase();
  const env = { PUBLIC_URL, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  a = await startAppProcess(database, env);
  b = await startAppProcess(database, env);
}, 90_000);
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await database?.drop();
});

const settingsOf = async (app: AppProcess) =>
  (await (await fetch(`${app.url}/api/settings`)).json()) as ShopSettings;

test.runIf(isPostgres)('a setting saved through one process shows from the other within 5 s', async () => {
  const login = await fetch(`${a.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const cookie = cookieHeader(login.headers.getSetCookie());

  // Process B has read (and cached) the settings before the change.
  const before = await settingsOf(b);
  expect(before.shop.whatsAppPhone).toBe('96170123456');

  const save = await fetch(`${a.url}/api/admin/settings/shop`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL, cookie },
    body: JSON.stringify({ ...before.shop, whatsAppPhone: '9613777888', bannerText: 'Open late on Fridays' }),
  });
  expect(save.status).toBe(200);
  const savedAt = Date.now();

  let seen: ShopSettings = before;
  while (Date.now() - savedAt < 5000 && seen.shop.whatsAppPhone !== '9613777888') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await settingsOf(b);
  }
  expect(seen.shop).toMatchObject({ whatsAppPhone: '9613777888', bannerText: 'Open late on Fridays' });
  expect(Date.now() - savedAt).toBeLessThan(5000);
});
