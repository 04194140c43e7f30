import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { type Actor, recordActivity } from '#server/modules/activity/activity.repository.ts';
import { sizeToChange } from '#server/modules/stock/stock.repository.ts';
import { type Result, runRefusable } from '#server/result.ts';
import { SIZES, type Size } from '#shared/constants.ts';
import type { LowStock, StockCount } from '#shared/stock-counts.ts';

const asSize = (size: string): Size | undefined => SIZES.find((s) => s === size);

const countedWords = (quantity: number | null) =>
  quantity === null ? 'not counted' : `${quantity} bottle${quantity === 1 ? '' : 's'}`;

/** Every counted size of the shop, by product; of the given products only when named. */
export async function listStockCounts(
  db: Kysely<Database>,
  productIds?: readonly string[],
): Promise<StockCount[]> {
  if (productIds?.length === 0) return [];
  let query = db
    .selectFrom('size_stock')
    .select(['product_id', 'size', 'quantity'])
    .orderBy('product_id')
    .orderBy('size', 'desc');
  if (productIds) query = query.where('product_id', 'in', [...productIds]);
  const rows = await query.execute();
  return rows.flatMap((row) => {
    const size = asSize(row.size);
    return size ? [{ productId: row.product_id, size, quantity: row.quantity }] : [];
  });
}

/** Counted sizes at or below the threshold, the emptiest first: what the owner should order again. */
export async function lowStock(db: Kysely<Database>, threshold: number): Promise<LowStock[]> {
  const rows = await db
    .selectFrom('size_stock as s')
    .innerJoin('product as p', 'p.id', 's.product_id')
    .select(['s.product_id', 's.size', 's.quantity', 'p.name'])
    .where('s.quantity', '<=', threshold)
    .orderBy('s.quantity')
    .orderBy('p.name')
    .orderBy('s.size', 'desc')
    .execute();
  return rows.flatMap((row) => {
    const size = asSize(row.size);
    return size ? [{ productId: row.product_id, size, quantity: row.quantity, name: row.name }] : [];
  });
}

/**
 * Sets (or, with null, stops) the count of one size, with a line in the activity log when that
 * changes anything. A counted size leaves its switch: the count decides from now on, and a size the
 * owner stops counting starts again in stock (docs/decisions/189).
 */
export function setStockCount(
  db: Kysely<Database>,
  actor: Actor,
  change: { productId: string; size: Size; quantity: number | null },
  at: Date = new Date(),
): Promise<Result<StockCount[]>> {
  const { productId, size, quantity } = change;
  return runRefusable(() =>
    db.transaction().execute(async (tx) => {
      const { product, counted: before } = await sizeToChange(tx, productId, size);
      const now = at.toISOString();
      if (quantity === null) {
        await tx
          .deleteFrom('size_stock')
          .where('product_id', '=', productId)
          .where('size', '=', size)
          .execute();
      } else {
        await tx
          .insertInto('size_stock')
          .values({ product_id: productId, size, quantity, updated_at: now })
          .onConflict((oc) => oc.columns(['product_id', 'size']).doUpdateSet({ quantity, updated_at: now }))
          .execute();
      }
      if (quantity !== null) {
        await tx
          .deleteFrom('sold_out_size')
          .where('product_id', '=', productId)
          .where('size', '=', size)
          .execute();
      }
      if (before !== quantity) {
        await recordActivity(tx, {
          actor,
          kind: 'stock',
          subject: product.name,
          detail: `${size} ml: ${countedWords(quantity)} (was ${countedWords(before)})`,
          record: { code: 'STOCK_COUNTED', params: { size, quantity, before } },
        });
      }
      const rows = await tx
        .selectFrom('size_stock')
        .select(['size', 'quantity'])
        .where('product_id', '=', productId)
        .execute();
      return rows.flatMap((row) => {
        const rowSize = asSize(row.size);
        return rowSize ? [{ productId, size: rowSize, quantity: row.quantity }] : [];
      });
    }),
  );
}
