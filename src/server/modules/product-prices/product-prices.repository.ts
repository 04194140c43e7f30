import type { Kysely, Transaction } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { type Actor, recordActivity } from '#server/modules/activity/activity.repository.ts';
import { Refused, type Result, runRefusable } from '#server/result.ts';
import { SIZES, type UnitPrices } from '#shared/constants.ts';
import { formatCents } from '#shared/format.ts';
import { EN_PERFUME_PRICES } from '#shared/i18n/catalogues/en-perfume-prices.ts';
import { makePriceBook, type ProductSizePrice } from '#shared/product-price.ts';
import type { PricesSection } from '#shared/settings-types.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Each product's own prices, by product id (a product not in the map sells at the shop's prices).
 * `'all'` reads every priced perfume: only those the owner gave a price or a sale have rows.
 */
export async function sizePricesOf(
  db: Executor,
  productIds: readonly string[] | 'all',
): Promise<Map<string, ProductSizePrice[]>> {
  const byProduct = new Map<string, ProductSizePrice[]>();
  if (productIds.length === 0) return byProduct;
  let query = db.selectFrom('product_size_price').selectAll();
  if (productIds !== 'all') query = query.where('product_id', 'in', [...new Set(productIds)]);
  const rows = await query.execute();
  for (const row of rows) {
    const size = SIZES.find((s) => s === row.size);
    if (!size) continue;
    const sale =
      row.sale_price_cents !== null && row.sale_from !== null && row.sale_to !== null
        ? { priceCents: row.sale_price_cents, from: row.sale_from, to: row.sale_to }
        : null;
    const list = byProduct.get(row.product_id) ?? [];
    list.push({ size, priceCents: row.price_cents, sale });
    byProduct.set(row.product_id, list);
  }
  for (const list of byProduct.values()) list.sort((a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size));
  return byProduct;
}

/** Adds each product's own prices to the API shape. */
export async function withSizePrices<P extends { id: string }>(
  db: Executor,
  products: readonly P[],
): Promise<(P & { sizePrices: ProductSizePrice[] })[]> {
  const own = await sizePricesOf(
    db,
    products.map((p) => p.id),
  );
  return products.map((product) => ({ ...product, sizePrices: own.get(product.id) ?? [] }));
}

/**
 * What each of these products costs per size at `now`: the one pricing rule (product-price.ts) over
 * the settings and the products' own prices. Carts and orders are priced with it, never with a
 * price a client sent.
 */
export async function priceBookFor(
  db: Executor,
  settings: PricesSection,
  productIds: readonly string[] | 'all',
  now: Date,
): Promise<(productId: string) => UnitPrices> {
  const own = await sizePricesOf(db, productIds);
  return makePriceBook(settings, (id) => own.get(id), now);
}

/**
 * Replaces a product's own prices with `sizes` (a size left out goes back to the shop's price and
 * loses its sale), with a line in the activity log; answers the prices kept.
 */
export function setProductPrices(
  db: Kysely<Database>,
  actor: Actor,
  settings: PricesSection,
  productId: string,
  sizes: readonly ProductSizePrice[],
  now: Date,
): Promise<Result<ProductSizePrice[]>> {
  return runRefusable(async () => {
    for (const [index, price] of sizes.entries()) {
      const regular = price.priceCents ?? settings.sizes[price.size].priceCents;
      if (price.sale && price.sale.priceCents >= regular) {
        throw new Refused('VALIDATION_FAILED', EN_PERFUME_PRICES.saleNotLower, [
          { path: `body.sizes.${index}.sale.priceCents`, message: EN_PERFUME_PRICES.saleNotLower },
        ]);
      }
    }
    return db.transaction().execute(async (tx) => {
      const product = await tx
        .selectFrom('product')
        .select(['id', 'name'])
        .where('id', '=', productId)
        .executeTakeFirst();
      if (!product) throw new Refused('PRODUCT_NOT_FOUND', 'There is no product with this id.');
      const before = (await sizePricesOf(tx, [productId])).get(productId) ?? [];
      await tx.deleteFrom('product_size_price').where('product_id', '=', productId).execute();
      const kept = sizes.filter((p) => p.priceCents !== null || p.sale !== null);
      if (kept.length > 0) {
        await tx
          .insertInto('product_size_price')
          .values(
            kept.map((p) => ({
              product_id: productId,
              size: p.size,
              price_cents: p.priceCents,
              sale_price_cents: p.sale?.priceCents ?? null,
              sale_from: p.sale?.from ?? null,
              sale_to: p.sale?.to ?? null,
              updated_at: now.toISOString(),
            })),
          )
          .execute();
      }
      const after = (await sizePricesOf(tx, [productId])).get(productId) ?? [];
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await recordActivity(tx, {
          actor,
          kind: 'product',
          subject: product.name,
          detail: describePrices(after),
          record: { code: 'PRODUCT_UPDATED', params: { parts: ['details'] } },
        });
      }
      return after;
    });
  });
}

/** The log's English line: "Prices: 100 ml $15.00, sale $12.00 from 2026-12-01 to 2026-12-24". */
function describePrices(prices: readonly ProductSizePrice[]): string {
  if (prices.length === 0) return "Prices: the shop's prices";
  const parts = prices.map((p) => {
    const own = p.priceCents === null ? "shop's price" : formatCents(p.priceCents);
    const sale = p.sale ? `, sale ${formatCents(p.sale.priceCents)} from ${p.sale.from} to ${p.sale.to}` : '';
    return `${p.size} ml ${own}${sale}`;
  });
  return `Prices: ${parts.join('; ')}`;
}
