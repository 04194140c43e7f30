import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { HttpError } from '#server/http-error.ts';
import { isUniqueViolation } from '#server/modules/cart/cart.repository.ts';
import type { Size } from '#shared/constants.ts';
import type { DeliveryChoice, DeliverySection, OrderDelivery } from '#shared/delivery-types.ts';
import type { CustomerDetails, PlacedOrderItem, TrackedOrder } from '#shared/order-book.ts';
import { placedOrderTotalCents } from '#shared/order-book.ts';
import { deliveryColumns, resolveDelivery } from './order-delivery.ts';
import { findTrackedOrder } from './order-read.ts';
import { generateReference, generateTrackingToken } from './reference.ts';

export interface PlaceOrderInput {
  idempotencyKey: string;
  userId: string | null;
  items: readonly { productId: string; selectedSizes: readonly { size: Size; quantity: number }[] }[];
  location: string | null;
  customer: CustomerDetails;
  locale: string;
  prices: Record<Size, number>;
  /** The shop's delivery areas now and the customer's choice; the fee is computed here. */
  delivery?: { section: DeliverySection; choice: DeliveryChoice | null };
  now?: Date;
}

const ATTEMPTS = 5;

const idempotencyConflict = () => new HttpError(409, 'IDEMPOTENCY_CONFLICT');

/**
 * Records a placed order, once per idempotency key: a repeated or concurrent request with the same
 * key gets the order the first one made (`isNew` false). Names and categories come from the
 * catalogue and prices from `input.prices`; nothing the client says about them is used.
 * `admitNew` runs only when the key is new, before anything is written: it refuses by throwing
 * (the order limit, the stock), so a repeat of a recorded order is never refused.
 */
export async function placeOrder(
  db: Kysely<Database>,
  input: PlaceOrderInput,
  admitNew: () => Promise<void> = async () => {},
): Promise<{ order: TrackedOrder; isNew: boolean }> {
  const existing = await findPlacedOrder(db, input);
  if (existing) return { order: existing, isNew: false };
  // Checked before admitNew: an order refused for its own content is not counted against the limit.
  const items = await priceItems(db, input);
  const delivery = input.delivery ? resolveDelivery(input.delivery, placedOrderTotalCents(items)) : null;
  await admitNew();

  for (let attempt = 1; ; attempt += 1) {
    try {
      const token = await insertOrder(db, input, items, delivery);
      const order = await findTrackedOrder(db, token);
      if (!order) throw new Error('the placed order vanished');
      return { order, isNew: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another request with this key won the race, or (rarely) a reference was drawn twice.
      const winner = await findPlacedOrder(db, input);
      if (winner) return { order: winner, isNew: false };
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}

/**
 * The order already recorded under this key, or null. A key belongs to whoever sent it first: the
 * same account (or a guest) with the same order; anyone else gets a conflict and nothing of the
 * order, not even whether it exists beyond the key being taken (docs/decisions/153).
 */
async function findPlacedOrder(db: Kysely<Database>, input: PlaceOrderInput): Promise<TrackedOrder | null> {
  const row = await db
    .selectFrom('placed_order')
    .select(['tracking_token', 'user_id', 'request_digest'])
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirst();
  if (!row) return null;
  if (row.user_id !== input.userId) throw idempotencyConflict();
  if (row.request_digest !== null && row.request_digest !== requestDigest(input)) {
    throw idempotencyConflict();
  }
  return findTrackedOrder(db, row.tracking_token);
}

/**
 * The sender and the order as sent, after validation: a retry of a lost answer sends exactly
 * this again, while a stranger holding the key would have to send the same account, products,
 * sizes, details, place and delivery choice as well.
 */
export function requestDigest(input: PlaceOrderInput): string {
  const items = [...input.items]
    .map((item) => ({
      productId: item.productId,
      sizes: [...item.selectedSizes].sort((a, b) => a.size.localeCompare(b.size)),
    }))
    .sort((a, b) => a.productId.localeCompare(b.productId));
  const sent: unknown[] = [input.userId, items, input.location, input.customer, input.locale];
  // The delivery choice joins only when one was made, so keys of orders without one keep their digest.
  if (input.delivery?.choice) sent.push(input.delivery.choice);
  return createHash('sha256').update(JSON.stringify(sent)).digest('base64url');
}

async function priceItems(db: Kysely<Database>, input: PlaceOrderInput): Promise<PlacedOrderItem[]> {
  const ids = input.items.map((item) => item.productId);
  const products = await db
    .selectFrom('product')
    .select(['id', 'name', 'category'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  const missing = input.items.flatMap((item, index) =>
    byId.has(item.productId)
      ? []
      : [{ path: `body.items.${index}.productId`, message: 'This perfume is no longer in the shop.' }],
  );
  if (missing.length > 0) {
    throw new HttpError(
      400,
      'PRODUCT_NOT_FOUND',
      'Some perfumes of this order are no longer in the shop.',
      missing,
    );
  }
  return input.items.map((item) => {
    const product = byId.get(item.productId);
    const quantity = (size: Size) => item.selectedSizes.find((s) => s.size === size)?.quantity ?? 0;
    return {
      productId: item.productId,
      name: product?.name ?? '',
      category: product?.category === 'men' || product?.category === 'women' ? product.category : 'unisex',
      size100mlQuantity: quantity('100'),
      size100mlPriceCents: input.prices['100'],
      size50mlQuantity: quantity('50'),
      size50mlPriceCents: input.prices['50'],
    };
  });
}

async function insertOrder(
  db: Kysely<Database>,
  input: PlaceOrderInput,
  items: readonly PlacedOrderItem[],
  delivery: OrderDelivery | null,
): Promise<string> {
  const id = randomUUID();
  const token = generateTrackingToken();
  const now = (input.now ?? new Date()).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('placed_order')
      .values({
        id,
        reference: generateReference(),
        tracking_token: token,
        idempotency_key: input.idempotencyKey,
        user_id: input.userId,
        status: 'new',
        total_cents: placedOrderTotalCents(items) + (delivery?.feeCents ?? 0),
        ...deliveryColumns(delivery),
        location: input.location,
        customer_name: input.customer.name,
        customer_phone: input.customer.phone,
        customer_address: input.customer.address,
        locale: input.locale,
        request_digest: requestDigest(input),
        erased_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await trx
      .insertInto('placed_order_item')
      .values(
        items.map((item, position) => ({
          order_id: id,
          position,
          product_id: item.productId,
          name: item.name,
          category: item.category,
          size_100ml_quantity: item.size100mlQuantity,
          size_100ml_price_cents: item.size100mlPriceCents,
          size_50ml_quantity: item.size50mlQuantity,
          size_50ml_price_cents: item.size50mlPriceCents,
        })),
      )
      .execute();
    await trx
      .insertInto('placed_order_event')
      .values({
        id: randomUUID(),
        order_id: id,
        status: 'new',
        reason: null,
        by_user_id: input.userId,
        by_email: null,
        created_at: now,
      })
      .execute();
    if (input.userId) await saveCustomerDetails(trx, input.userId, input.customer, now);
  });
  return token;
}

/** A signed-in customer's answers, remembered on their account for the next checkout. */
export async function saveCustomerDetails(
  db: Kysely<Database>,
  userId: string,
  details: CustomerDetails,
  now: string = new Date().toISOString(),
): Promise<void> {
  const values = { name: details.name, phone: details.phone, address: details.address, updated_at: now };
  await db
    .insertInto('customer_details')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

export async function findCustomerDetails(
  db: Kysely<Database>,
  userId: string,
): Promise<{ name: string | null; phone: string | null; address: string | null }> {
  const row = await db
    .selectFrom('customer_details')
    .select(['name', 'phone', 'address'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? { name: null, phone: null, address: null };
}
