import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { toIso } from '#server/db/database.ts';
import type { Database, OrderTable } from '#server/db/schema.ts';
import { toCartItem } from '#server/modules/cart/cart.repository.ts';
import { Refused, type Result, refuse, runRefusable } from '#server/result.ts';
import { type PriceBook, pricesFor } from '#shared/constants.ts';
import {
  type Order,
  OrderItemSchema,
  repriceOrderItem,
  toOrderItem,
  type UpdateOrderBody,
} from '#shared/pending-orders.ts';

type OrderRow = Selectable<OrderTable>;
const StoredItemsSchema = z.array(OrderItemSchema);

function toOrder(row: OrderRow, prices: PriceBook): Order {
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: toIso(row.created_at),
    status: 'pending',
    items: StoredItemsSchema.parse(JSON.parse(row.items)).map((item) =>
      repriceOrderItem(item, pricesFor(prices, item.productId)),
    ),
    location: row.location,
  };
}

export async function listOrders(db: Kysely<Database>, prices: PriceBook, userId: string): Promise<Order[]> {
  const rows = await db
    .selectFrom('order')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toOrder(row, prices));
}

export async function findOrder(
  db: Kysely<Database>,
  prices: PriceBook,
  userId: string,
  id: string,
): Promise<Order | null> {
  const row = await db
    .selectFrom('order')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toOrder(row, prices) : null;
}

const ORDER_NOT_YOURS = 'You have no order with this id.';

const cartItemsNotFound = () =>
  new Refused('CART_ITEM_NOT_FOUND', 'One of these items is no longer in your cart.');

/**
 * Checkout from the cart (SPEC §4): the given cart items become one pending order and leave the cart,
 * in one transaction: either the order exists and exactly those items are gone, or nothing changed.
 */
export async function createOrderFromCart(
  db: Kysely<Database>,
  prices: PriceBook,
  userId: string,
  cartItemIds: readonly string[],
): Promise<Result<Order>> {
  return runRefusable(() =>
    db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('cart_item')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', 'in', cartItemIds)
        .execute();
      if (rows.length !== cartItemIds.length) throw cartItemsNotFound();
      const byId = new Map(rows.map((row) => [row.id, toCartItem(row, prices)]));
      const items = cartItemIds.flatMap((id) => {
        const item = byId.get(id);
        return item ? [item] : [];
      });
      if (items.some((item) => item.selectedSizes.length === 0)) {
        throw new Refused('SIZE_REQUIRED');
      }

      const deleted = await trx
        .deleteFrom('cart_item')
        .where('user_id', '=', userId)
        .where('id', 'in', cartItemIds)
        .executeTakeFirst();
      // Another request removed one of them meanwhile: give up rather than order a ghost.
      if (Number(deleted.numDeletedRows) !== cartItemIds.length) throw cartItemsNotFound();

      const now = new Date().toISOString();
      const id = randomUUID();
      const orderItems = items.map((item) => toOrderItem(item, pricesFor(prices, item.productId)));
      await trx
        .insertInto('order')
        .values({
          id,
          user_id: userId,
          status: 'pending',
          items: JSON.stringify(orderItems),
          location: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      return {
        id,
        userId,
        createdAt: now,
        status: 'pending',
        items: orderItems,
        location: null,
      };
    }),
  );
}

/** New counts for some of the order's own products; names and prices stay the shop's. */
export async function updateOrder(
  db: Kysely<Database>,
  prices: PriceBook,
  userId: string,
  id: string,
  body: UpdateOrderBody,
): Promise<Result<Order>> {
  return runRefusable(() =>
    db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('order')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw new Refused('ORDER_NOT_FOUND', ORDER_NOT_YOURS);
      const current = toOrder(row, prices);
      const changes: { items?: string; location?: string | null; updated_at: string } = {
        updated_at: new Date().toISOString(),
      };
      if (body.items) {
        const known = new Map(current.items.map((item) => [item.productId, item]));
        const items = body.items.map((change) => {
          const item = known.get(change.productId);
          if (!item) {
            throw new Refused('VALIDATION_FAILED', 'An order can only keep products it already has.', [
              { path: 'body.items', message: `Product ${change.productId} is not in this order.` },
            ]);
          }
          return repriceOrderItem(
            {
              ...item,
              size100mlQuantity: change.size100mlQuantity,
              size50mlQuantity: change.size50mlQuantity,
            },
            pricesFor(prices, item.productId),
          );
        });
        changes.items = JSON.stringify(items);
      }
      if (body.location !== undefined) changes.location = body.location;
      await trx
        .updateTable('order')
        .set(changes)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
      const order = await findOrder(trx, prices, userId, id);
      if (!order) throw new Refused('ORDER_NOT_FOUND', ORDER_NOT_YOURS);
      return order;
    }),
  );
}

export async function deleteOrder(db: Kysely<Database>, userId: string, id: string): Promise<Result<void>> {
  const result = await db
    .deleteFrom('order')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0
    ? { ok: true, value: undefined }
    : refuse('ORDER_NOT_FOUND', ORDER_NOT_YOURS);
}
