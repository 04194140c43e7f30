import type { Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { Refused } from '#server/result.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import type { OrderBookStatus } from '#shared/order-book.ts';
import { bottlesWanted } from '#shared/stock-counts.ts';

const EN = catalogueFor('en');

/** The statuses of an order whose bottles have left the counts (docs/decisions/189). */
const HOLDS_STOCK: ReadonlySet<OrderBookStatus> = new Set(['confirmed', 'out_for_delivery', 'delivered']);

/**
 * What a status move does to the counts, in the move's own transaction: into a confirmed status
 * takes the order's bottles of every counted size, out of one gives back what was taken. Moves
 * between two such statuses (out for delivery, delivered) and an undo that crosses back count once,
 * because what is taken is kept per order. Answers whether any count changed.
 */
export async function moveStock(
  trx: Transaction<Database>,
  orderId: string,
  move: { from: OrderBookStatus; to: OrderBookStatus },
  at: Date,
): Promise<boolean> {
  const held = HOLDS_STOCK.has(move.from);
  const holds = HOLDS_STOCK.has(move.to);
  if (!held && holds) return takeStock(trx, orderId, at);
  if (held && !holds) return giveStockBack(trx, orderId, at);
  return false;
}

/**
 * Takes each counted size's bottles with `quantity >= n` in the update itself: of two confirmations
 * of the last bottle, the second finds too few and rolls its whole transaction back (the status
 * too), on SQLite and on PostgreSQL alike. A size not counted is not taken from.
 */
async function takeStock(trx: Transaction<Database>, orderId: string, at: Date): Promise<boolean> {
  const lines = await trx
    .selectFrom('placed_order_item')
    .select(['product_id', 'name', 'size_100ml_quantity', 'size_50ml_quantity'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
  const names = new Map(lines.map((line) => [line.product_id, line.name]));
  const wanted = bottlesWanted(
    lines.map((line) => ({
      productId: line.product_id,
      size100: line.size_100ml_quantity,
      size50: line.size_50ml_quantity,
    })),
  );
  if (wanted.length === 0) return false;
  const counted = await trx
    .selectFrom('size_stock')
    .select(['product_id', 'size'])
    .where(
      'product_id',
      'in',
      wanted.map((w) => w.productId),
    )
    .execute();
  const isCounted = (productId: string, size: string) =>
    counted.some((row) => row.product_id === productId && row.size === size);
  const now = at.toISOString();
  let taken = false;
  for (const want of wanted) {
    if (!isCounted(want.productId, want.size)) continue;
    const updated = await trx
      .updateTable('size_stock')
      .set((eb) => ({ quantity: eb('quantity', '-', want.quantity), updated_at: now }))
      .where('product_id', '=', want.productId)
      .where('size', '=', want.size)
      .where('quantity', '>=', want.quantity)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      const row = await trx
        .selectFrom('size_stock')
        .select('quantity')
        .where('product_id', '=', want.productId)
        .where('size', '=', want.size)
        .executeTakeFirst();
      const left = row?.quantity ?? 0;
      const name = names.get(want.productId) ?? 'A perfume';
      throw new Refused(
        'SIZE_UNAVAILABLE',
        EN.stockCounts.tooFew(name, EN.fn.sizeLabel(want.size), left, want.quantity),
        undefined,
        { product: name, size: want.size, reason: 'too-few', left, wanted: want.quantity },
      );
    }
    await trx
      .insertInto('order_stock_take')
      .values({
        order_id: orderId,
        product_id: want.productId,
        size: want.size,
        quantity: want.quantity,
        created_at: now,
      })
      .execute();
    taken = true;
  }
  return taken;
}

/** Gives back exactly what the order's confirmation took, once: the record of it goes with it. */
async function giveStockBack(trx: Transaction<Database>, orderId: string, at: Date): Promise<boolean> {
  const taken = await trx
    .selectFrom('order_stock_take')
    .select(['product_id', 'size', 'quantity'])
    .where('order_id', '=', orderId)
    .execute();
  if (taken.length === 0) return false;
  const now = at.toISOString();
  for (const take of taken) {
    // A size the owner stopped counting meanwhile has no count to give back to.
    await trx
      .updateTable('size_stock')
      .set((eb) => ({ quantity: eb('quantity', '+', take.quantity), updated_at: now }))
      .where('product_id', '=', take.product_id)
      .where('size', '=', take.size)
      .execute();
  }
  await trx.deleteFrom('order_stock_take').where('order_id', '=', orderId).execute();
  return true;
}
