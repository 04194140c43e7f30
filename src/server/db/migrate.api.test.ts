import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createAuth } from '#server/modules/auth/auth.ts';
import { createTestDatabase, type TestDatabase, testConfig } from '#tests/helpers/test-app.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

test('a fresh database migrates, and a second run migrates nothing', async () => {
  const handle = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  try {
    const first = await migrateToLatest(handle.db, handle.kind);
    expect(first).toEqual([
      '0001-catalogue',
      '0002-accounts',
      '0003-cart-orders',
      '0004-order-book',
      '0005-hardening',
      '0007-product-pages',
      '0008-settings',
      '0009-translations',
      '0010-delivery-and-unconfirmed',
      '0011-owner-alerts',
      '0012-idempotency-owner',
      '0013-activity-changes',
      '0014-activity-records',
      '0017-product-prices',
    ]);
    const second = await migrateToLatest(handle.db, handle.kind);
    expect(second).toEqual([]);
    const tables = (await handle.db.introspection.getTables()).map((t) => t.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'brand',
        'product',
        'user',
        'session',
        'account',
        'verification',
        'auth_limit',
        'shop_setting',
        'sold_out_size',
        'activity',
        'push_subscription',
        'push_delivery',
      ]),
    );
  } finally {
    await handle.close();
  }
});

test('better-auth finds every table and column it needs in our migrations', async () => {
  const config = testConfig(database);
  const handle = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  try {
    await migrateToLatest(handle.db, handle.kind);
    const auth = createAuth({ db: handle.db, kind: handle.kind, config });
    const { toBeCreated, toBeAdded } = await getMigrations(auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  } finally {
    await handle.close();
  }
});

test('starting the app twice on one database migrates once and seeds the demo catalogue once', async () => {
  const config = testConfig(database, { SEED_DEMO: 'true' });
  const first = await buildApp(config, { logger: false });
  const count = async (app: typeof first) =>
    Number(
      (
        await app.db
          .selectFrom('product')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const seeded = await count(first);
  await first.close();
  const second = await buildApp(config, { logger: false });
  try {
    expect(seeded).toBeGreaterThanOrEqual(24);
    expect(await count(second)).toBe(seeded);
  } finally {
    await second.close();
  }
  // The first start draws every demo picture's AVIF/WebP variants and link preview.
}, 120_000);
