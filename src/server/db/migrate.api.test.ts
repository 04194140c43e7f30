import { getMigrations } from 'better-auth/db/migration';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createAuth } from '#server/modules/auth/auth.ts';
import { createTestDatabase, type TestDatabase, testConfig } from '#tests/helpers/test-app.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest, migrateUpTo } from './migrate.ts';

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
      '0015-brands',
      '0016-product-photos',
      '0017-product-prices',
      '0018-stock-counts',
      '0019-discount-codes',
      '0020-activity-brands-and-codes',
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
        'size_stock',
        'order_stock_take',
        'discount_code',
        'product_photo',
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

test('0015 gives every brand an id, a comparison key and times, seeds the first list once and keeps brands products use', async () => {
  const other = await createTestDatabase();
  const handle = openDatabase({ dataDir: other.dataDir, databaseUrl: other.databaseUrl });
  try {
    await migrateUpTo(handle.db, handle.kind, '0014-activity-records');
    // As a shop started before 0015 has them: the list written at start, and a house added by hand.
    const old = handle.db as unknown as Kysely<{ brand: { slug: string; name: string; sort_order: number } }>;
    await old
      .insertInto('brand')
      .values([
        { slug: 'dior', name: 'Dior', sort_order: 0 },
        { slug: 'maison-nouvelle', name: 'Maison Nouvelle', sort_order: 1 },
      ])
      .execute();
    const now = new Date().toISOString();
    await handle.db
      .insertInto('product')
      .values({
        id: 'p-1',
        name: 'Nuit',
        description: 'A test perfume.',
        category: 'unisex',
        brand: 'Maison Nouvelle',
        style: null,
        image_url: '',
        file_name: '',
        background_removed: 0,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    expect(await migrateUpTo(handle.db, handle.kind, '0015-brands')).toEqual(['0015-brands']);
    const rows = await handle.db.selectFrom('brand').selectAll().execute();
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(rows.filter((row) => row.name === 'Dior')).toHaveLength(1);
    expect(byName.get('Maison Nouvelle')?.name_key).toBe('maison nouvelle');
    expect(byName.get('Hermès')?.name_key).toBe('hermes');
    expect(byName.get('الماجد للعود')?.slug).toBe('al-majed-oud');
    expect(rows.length).toBe(72);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.created_at).toBeTruthy();
      expect(row.logo_file_name).toBeNull();
    }
    // The key is unique: a second "maison nouvelle" cannot be written.
    await expect(
      old
        .insertInto('brand')
        .values({ slug: 'x', name: 'MAISON NOUVELLE', sort_order: 9 } as never)
        .execute(),
    ).resolves.toBeDefined();
    await expect(
      handle.db.updateTable('brand').set({ name_key: 'maison nouvelle' }).where('slug', '=', 'x').execute(),
    ).rejects.toThrow();
  } finally {
    await handle.close();
    await other.drop();
  }
});
