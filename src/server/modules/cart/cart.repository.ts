import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { isUniqueViolation, toIso } from '#server/db/database.ts';
import type { CartItemTable, Database } from '#server/db/schema.ts';
import { ok, Refused, type Result, refuse, runRefusable } from '#server/result.ts';
import {
  type CartItem,
  type SelectedSize,
  type SelectedSizeInput,
  SelectedSizesSchema,
} from '#shared/cart.ts';
import type { CartImportBody } from '#shared/cart-requests.ts';
import { mergeSizes, priceSizes } from '#shared/cart-rules.ts';
import { type Category, type PriceBook, pricesFor, type UnitPrices } from '#shared/constants.ts';

type Db = Kysely<Database> | Transaction<Database>;
type CartItemRow = Selectable<CartItemTable>;

function parseSizes(json: string, prices: UnitPrices): SelectedSize[] {
  const parsed = SelectedSizesSchema.safeParse(JSON.parse(json));
  // Whatever was stored, the shop's prices now (settings, the perfume's own, a sale) apply when it is read.
  return parsed.success ? priceSizes(parsed.data, prices) : [];
}

export function toCartItem(row: CartItemRow, prices: PriceBook): CartItem {
  return {
    id: row.id,
    userId: row.user_id,
    productId: row.product_id,
    name: row.name,
    imageUrl: row.image_url,
    description: row.description,
    category: row.category as Category,
    selectedSizes: parseSizes(row.selected_sizes, pricesFor(prices, row.product_id)),
    createdAt: toIso(row.created_at),
  };
}

export async function listCart(db: Db, prices: PriceBook, userId: string): Promise<CartItem[]> {
  const rows = await db
    .selectFrom('cart_item')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map((row) => toCartItem(row, prices));
}

export async function findCartItem(
  db: Db,
  prices: PriceBook,
  userId: string,
  id: string,
): Promise<CartItem | null> {
  const row = await db
    .selectFrom('cart_item')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toCartItem(row, prices) : null;
}

/** Adds a product with no sizes chosen; name, image, description and category come from the catalogue. */
export async function addToCart(
  db: Db,
  prices: PriceBook,
  userId: string,
  productId: string,
  sizes: readonly SelectedSizeInput[] = [],
  now = new Date().toISOString(),
): Promise<Result<CartItem>> {
  const product = await db
    .selectFrom('product')
    .select(['id', 'name', 'image_url', 'description', 'category'])
    .where('id', '=', productId)
    .executeTakeFirst();
  if (!product) return refuse('PRODUCT_NOT_FOUND');
  const existing = await db
    .selectFrom('cart_item')
    .select('id')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (existing) return refuse('ALREADY_IN_CART');
  const id = randomUUID();
  try {
    await db
      .insertInto('cart_item')
      .values({
        id,
        user_id: userId,
        product_id: product.id,
        name: product.name,
        image_url: product.image_url,
        description: product.description,
        category: product.category,
        selected_sizes: JSON.stringify(priceSizes(sizes, pricesFor(prices, product.id))),
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    // Two adds of the same product raced: the unique (user, product) pair decided.
    if (isUniqueViolation(error)) return refuse('ALREADY_IN_CART');
    throw error;
  }
  const item = await findCartItem(db, prices, userId, id);
  return item ? ok(item) : refuse('PRODUCT_NOT_FOUND');
}

export async function setCartItemSizes(
  db: Db,
  prices: PriceBook,
  userId: string,
  id: string,
  sizes: readonly SelectedSizeInput[],
): Promise<CartItem | null> {
  const owned = await db
    .selectFrom('cart_item')
    .select('product_id')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!owned) return null;
  const priced = priceSizes(sizes, pricesFor(prices, owned.product_id));
  const result = await db
    .updateTable('cart_item')
    .set({ selected_sizes: JSON.stringify(priced), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return null;
  return findCartItem(db, prices, userId, id);
}

export async function deleteCartItem(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('cart_item')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Sign-in migration (SPEC §4, DESIGN §6.6): each guest item becomes a cart entry with its sizes; a
 * product already in the cart gets the guest's quantities added per size. Each guest item is taken
 * once per user, so a retried import changes nothing. A product that no longer exists is skipped.
 */
export async function importGuestItems(
  db: Kysely<Database>,
  prices: PriceBook,
  userId: string,
  body: CartImportBody,
): Promise<Result<void>> {
  return runRefusable(() =>
    db.transaction().execute(async (trx) => {
      const start = Date.now();
      for (const [index, item] of body.items.entries()) {
        // One millisecond apart, so the imported items keep the guest cart's order.
        const now = new Date(start + index).toISOString();
        const claimed = await trx
          .insertInto('cart_import')
          .values({ user_id: userId, guest_item_id: item.guestItemId, created_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'guest_item_id']).doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) continue;

        const existing = await trx
          .selectFrom('cart_item')
          .select(['id', 'selected_sizes'])
          .where('user_id', '=', userId)
          .where('product_id', '=', item.productId)
          .executeTakeFirst();
        if (existing) {
          const own = pricesFor(prices, item.productId);
          const merged = mergeSizes(parseSizes(existing.selected_sizes, own), item.selectedSizes, own);
          await trx
            .updateTable('cart_item')
            .set({ selected_sizes: JSON.stringify(merged), updated_at: now })
            .where('id', '=', existing.id)
            .execute();
        } else {
          const added = await addToCart(trx, prices, userId, item.productId, item.selectedSizes, now);
          // A product gone from the shop is skipped; a racing add of the same product rolls back.
          if (!added.ok && added.refusal.code !== 'PRODUCT_NOT_FOUND') throw new Refused(added.refusal.code);
        }
      }
    }),
  );
}
