import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/helpers/test-app.ts';
import { openDatabase } from './database.ts';
import { migrateUpTo } from './migrate.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

test('0010 keeps every order with its lines and history, allows not_received and nothing else', async () => {
  const handle = openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  try {
    await migrateUpTo(handle.db, handle.kind, '0009-translations');
    const id = randomUUID();
    const now = new Date().toISOString();
    await handle.db
      .insertInto('placed_order')
      .values({
        id,
        reference: 'K7M4QX',
        tracking_token: 'x'.repeat(43),
        idempotency_key: randomUUID(),
        user_id: null,
        status: 'confirmed',
        total_cents: 2000,
        location: null,
        customer_name: 'Layla',
        customer_phone: null,
        customer_address: null,
        locale: 'en',
        erased_at: null,
        created_at: now,
        updated_at: now,
      } as never)
      .execute();
    await handle.db
      .insertInto('placed_order_item')
      .values({
        order_id: id,
        position: 0,
        product_id: 'p1',
        name: 'Kalemat',
        category: 'women',
        size_100ml_quantity: 2,
        size_100ml_price_cents: 1000,
        size_50ml_quantity: 0,
        size_50ml_price_cents: 600,
      })
      .execute();
    await handle.db
      .insertInto('placed_order_event')
      .values({
        id: randomUUID(),
        order_id: id,
        status: 'new',
        reason: null,
        by_user_id: null,
        by_email: null,
        created_at: now,
      })
      .execute();

    expect(await migrateUpTo(handle.db, handle.kind, '0010-delivery-and-unconfirmed')).toEqual([
      '0010-delivery-and-unconfirmed',
    ]);

    const order = await handle.db.selectFrom('placed_order').selectAll().executeTakeFirstOrThrow();
    expect(order).toMatchObject({ id, status: 'confirmed', total_cents: 2000, customer_name: 'Layla' });
    expect(order).toMatchObject({ delivery_method: null, delivery_area_names: null, delivery_fee_cents: 0 });
    expect(await handle.db.selectFrom('placed_order_item').selectAll().execute()).toHaveLength(1);
    expect(await handle.db.selectFrom('placed_order_event').selectAll().execute()).toHaveLength(1);

    await handle.db
      .updateTable('placed_order')
      .set({ status: 'not_received' })
      .where('id', '=', id)
      .execute();
    await expect(
      handle.db.updateTable('placed_order').set({ status: 'lost' }).where('id', '=', id).execute(),
    ).rejects.toThrow();
    // The reference is still unique, and deleting an order still takes its lines with it.
    await expect(
      handle.db
        .insertInto('placed_order')
        .values({
          ...order,
          id: randomUUID(),
          tracking_token: 'y'.repeat(43),
          idempotency_key: randomUUID(),
        } as never)
        .execute(),
    ).rejects.toThrow();
    await handle.db.deleteFrom('placed_order').where('id', '=', id).execute();
    expect(await handle.db.selectFrom('placed_order_item').selectAll().execute()).toHaveLength(0);
  } finally {
    await handle.close();
  }
});
