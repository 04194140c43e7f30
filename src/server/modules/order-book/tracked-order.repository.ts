import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { TrackedOrder } from '#shared/order-book.ts';
import { toTrackedOrders } from './placed-order-rows.ts';

/** The order behind a private tracking link; null for any other token. */
export async function findTrackedOrder(db: Kysely<Database>, token: string): Promise<TrackedOrder | null> {
  const row = await db
    .selectFrom('placed_order')
    .selectAll()
    .where('tracking_token', '=', token)
    .executeTakeFirst();
  if (!row) return null;
  const [order] = await toTrackedOrders(db, [row]);
  return order ?? null;
}

/** A signed-in customer's own placed orders, newest first. */
export async function listCustomerOrders(db: Kysely<Database>, userId: string): Promise<TrackedOrder[]> {
  const rows = await db
    .selectFrom('placed_order')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  return toTrackedOrders(db, rows);
}

/** How many orders a signed-in customer has placed (the navigation shows "Your orders" from one). */
export async function countCustomerOrders(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('placed_order')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
