import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { type Actor, recordActivity } from '#server/modules/activity/activity.repository.ts';
import { ok, Refused, type Result, refuse, runRefusable } from '#server/result.ts';
import { SIZES, type Size } from '#shared/constants.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { sizeAvailability } from '#shared/prices.ts';
import type { PricesSection } from '#shared/settings-types.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** The shop's default language, which the server's refusal messages are written in. */
const EN = catalogueFor('en').fn;

/**
 * Sold-out sizes per product id (products not in the map have every size in stock). A counted size
 * is sold out at 0 bottles, whatever its switch; a size not counted follows its switch
 * (docs/decisions/189).
 */
export async function soldOutSizesOf(
  db: Executor,
  productIds: readonly string[],
): Promise<Map<string, Size[]>> {
  const bySize = new Map<string, Size[]>();
  if (productIds.length === 0) return bySize;
  const [switched, counted] = await Promise.all([
    db
      .selectFrom('sold_out_size')
      .select(['product_id', 'size'])
      .where('product_id', 'in', [...productIds])
      .execute(),
    db
      .selectFrom('size_stock')
      .select(['product_id', 'size', 'quantity'])
      .where('product_id', 'in', [...productIds])
      .execute(),
  ]);
  const isCounted = new Set(counted.map((row) => `${row.product_id}\u0000${row.size}`));
  const rows = [
    ...switched.filter((row) => !isCounted.has(`${row.product_id}\u0000${row.size}`)),
    ...counted.filter((row) => row.quantity <= 0),
  ];
  for (const row of rows) {
    const size = SIZES.find((s) => s === row.size);
    if (!size) continue;
    const list = bySize.get(row.product_id) ?? [];
    list.push(size);
    bySize.set(row.product_id, list);
  }
  for (const list of bySize.values()) list.sort((a, b) => SIZES.indexOf(a) - SIZES.indexOf(b));
  return bySize;
}

/** Adds each product's sold-out sizes to the API shape. */
export async function withStock<P extends { id: string }>(
  db: Executor,
  products: readonly P[],
): Promise<(P & { soldOutSizes: Size[] })[]> {
  const soldOut = await soldOutSizesOf(
    db,
    products.map((p) => p.id),
  );
  return products.map((product) => ({ ...product, soldOutSizes: soldOut.get(product.id) ?? [] }));
}

/**
 * The product whose size's stock is about to change, and the size's count (null: not counted);
 * refused when there is no such product.
 */
export async function sizeToChange(tx: Executor, productId: string, size: Size) {
  const product = await tx
    .selectFrom('product')
    .select(['id', 'name'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) throw new Refused('PRODUCT_NOT_FOUND', 'There is no product with this id.');
  const row = await tx
    .selectFrom('size_stock')
    .select('quantity')
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .executeTakeFirst();
  return { product, counted: row ? Number(row.quantity) : null };
}

/** Returns whether anything changed. */
async function setSoldOut(tx: Executor, productId: string, size: Size, isSoldOut: boolean): Promise<boolean> {
  if (isSoldOut) {
    const result = await tx
      .insertInto('sold_out_size')
      .values({ product_id: productId, size, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['product_id', 'size']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
  const result = await tx
    .deleteFrom('sold_out_size')
    .where('product_id', '=', productId)
    .where('size', '=', size)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Marks one size of a product sold out or back in stock, with a line in the activity log when that
 * changes anything; answers the product's sold-out sizes after it.
 */
export function changeStock(
  db: Kysely<Database>,
  actor: Actor,
  change: { productId: string; size: Size; isSoldOut: boolean },
): Promise<Result<Size[]>> {
  const { productId, size, isSoldOut } = change;
  return runRefusable(() =>
    db.transaction().execute(async (tx) => {
      const { product, counted } = await sizeToChange(tx, productId, size);
      if (counted !== null) throw new Refused('SIZE_COUNTED');
      if (await setSoldOut(tx, productId, size, isSoldOut)) {
        await recordActivity(tx, {
          actor,
          kind: 'stock',
          subject: product.name,
          detail: `${size} ml: ${isSoldOut ? 'Sold out' : 'In stock'}`,
          record: { code: 'STOCK_CHANGED', params: { size, isSoldOut } },
        });
      }
      return (await soldOutSizesOf(tx, [productId])).get(productId) ?? [];
    }),
  );
}

/**
 * Refuses an order that asks for a size the shop does not sell now or that is sold out
 * (docs/decisions/093), naming the first such product and size.
 */
export async function checkSizesAvailable(
  db: Executor,
  prices: PricesSection,
  items: readonly { productId: string; selectedSizes: readonly { size: Size; quantity: number }[] }[],
): Promise<Result<void>> {
  const soldOut = await soldOutSizesOf(
    db,
    items.map((item) => item.productId),
  );
  for (const item of items) {
    for (const { size, quantity } of item.selectedSizes) {
      if (quantity <= 0) continue;
      const state = sizeAvailability({ soldOutSizes: soldOut.get(item.productId) ?? [] }, prices, size);
      if (state === 'available') continue;
      const product = await db
        .selectFrom('product')
        .select('name')
        .where('id', '=', item.productId)
        .executeTakeFirst();
      const name = product?.name ?? 'A perfume';
      const isSoldOut = state === 'sold-out';
      const words = isSoldOut ? EN.refusals.sizeSoldOut : EN.refusals.sizeNotSold;
      return refuse('SIZE_UNAVAILABLE', words(name, EN.sizeLabel(size)), undefined, {
        product: name,
        size,
        reason: isSoldOut ? 'sold-out' : 'not-sold',
      });
    }
  }
  return ok(undefined);
}
