import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { checkDiscountCode, takeDiscountUse } from '#server/modules/discount-codes/discount-use.ts';
import { ok, type Result, refuse, runRefusable } from '#server/result.ts';
import { type PriceBook, pricesFor, type Size } from '#shared/constants.ts';
import type { DeliveryChoice, DeliverySection, OrderDelivery } from '#shared/delivery-types.ts';
import type { CustomerDetails, PlacedOrderItem, TrackedOrder } from '#shared/order-book.ts';
import { placedOrderTotalCents } from '#shared/order-book.ts';
import { saveCustomerDetails } from './customer-details.repository.ts';
import { deliveryColumns, resolveDelivery } from './order-delivery.ts';
import { generateReference, generateTrackingToken } from './reference.ts';
import { findTrackedOrder } from './tracked-order.repository.ts';

export interface PlaceOrderInput {
  idempotencyKey: string;
  userId: string | null;
  items: readonly { productId: string; selectedSizes: readonly { size: Size; quantity: number }[] }[];
  location: string | null;
  customer: CustomerDetails;
  locale: string;
  /** Each perfume's unit prices now (docs/decisions/187): never a price the client sent. */
  prices: PriceBook;
  /** The shop's delivery areas now and the customer's choice; the fee is computed here. */
  delivery?: { section: DeliverySection; choice: DeliveryChoice | null };
  /** The discount code the customer applied, in capitals; its discount is computed here, never read. */
  discountCode?: string | null;
  now?: Date;
}

const ATTEMPTS = 5;

export interface PlacedOrderAnswer {
  order: TrackedOrder;
  /** False when the key's order was already recorded: the caller gets that order back. */
  isNew: boolean;
}

/** What an already recorded key says: no order yet, its order, or a key that belongs to someone else. */
type KeyOwner = { taken: false } | { taken: true; order: Result<TrackedOrder> };

/**
 * Records a placed order, once per idempotency key: a repeated or concurrent request with the same
 * key gets the order the first one made (`isNew` false). Names and categories come from the
 * catalogue and prices from `input.prices`; nothing the client says about them is used.
 * `admitNew` runs only when the key is new, before anything is written, and may refuse it (the order
 * limit, the stock), so a repeat of a recorded order is never refused.
 */
export async function placeOrder(
  db: Kysely<Database>,
  input: PlaceOrderInput,
  admitNew: () => Promise<Result<void>> = async () => ok(undefined),
): Promise<Result<PlacedOrderAnswer>> {
  const existing = await findKeyOwner(db, input);
  if (existing.taken) return repeated(existing.order);
  // Checked before admitNew: an order refused for its own content is not counted against the limit.
  const items = await priceItems(db, input);
  if (!items.ok) return items;
  const delivery = input.delivery
    ? resolveDelivery(input.delivery, placedOrderTotalCents(items.value))
    : ok(null);
  if (!delivery.ok) return delivery;
  // A code that no longer applies refuses the order with its reason: it is never placed at full price.
  const now = input.now ?? new Date();
  if (input.discountCode) {
    const discount = await checkDiscountCode(db, input.discountCode, placedOrderTotalCents(items.value), now);
    if (!discount.ok) return discount;
  }
  const admitted = await admitNew();
  if (!admitted.ok) return admitted;

  for (let attempt = 1; ; attempt += 1) {
    try {
      const inserted = await insertOrder(db, { ...input, now }, items.value, delivery.value);
      // The code's last use went to another order meanwhile (or it changed): nothing was written.
      if (!inserted.ok) return inserted;
      const token = inserted.value;
      const order = await findTrackedOrder(db, token);
      if (!order) throw new Error('the placed order vanished');
      return ok({ order, isNew: true });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another request with this key won the race, or (rarely) a reference was drawn twice.
      const winner = await findKeyOwner(db, input);
      if (winner.taken) return repeated(winner.order);
      if (attempt >= ATTEMPTS) throw error;
    }
  }
}

function repeated(order: Result<TrackedOrder>): Result<PlacedOrderAnswer> {
  return order.ok ? ok({ order: order.value, isNew: false }) : order;
}

/**
 * Whether this key already has an order and, if so, that order. A key belongs to whoever sent it
 * first: the same account (or a guest) with the same order; anyone else is refused and learns nothing
 * of the order, not even whether it exists beyond the key being taken (docs/decisions/153).
 */
async function findKeyOwner(db: Kysely<Database>, input: PlaceOrderInput): Promise<KeyOwner> {
  const row = await db
    .selectFrom('placed_order')
    .select(['tracking_token', 'user_id', 'request_digest'])
    .where('idempotency_key', '=', input.idempotencyKey)
    .executeTakeFirst();
  if (!row) return { taken: false };
  const isSameSender =
    row.user_id === input.userId &&
    (row.request_digest === null || row.request_digest === requestDigest(input));
  if (!isSameSender) return { taken: true, order: refuse('IDEMPOTENCY_CONFLICT') };
  const order = await findTrackedOrder(db, row.tracking_token);
  return order ? { taken: true, order: ok(order) } : { taken: false };
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
  if (input.discountCode) sent.push({ discountCode: input.discountCode });
  return createHash('sha256').update(JSON.stringify(sent)).digest('base64url');
}

/** The order's lines at the shop's prices: the one pricing of an order, its subtotal and its discount's base. */
export async function priceItems(
  db: Kysely<Database>,
  input: Pick<PlaceOrderInput, 'items' | 'prices'>,
): Promise<Result<PlacedOrderItem[]>> {
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
    return refuse('PRODUCT_NOT_FOUND', 'Some perfumes of this order are no longer in the shop.', missing);
  }
  return ok(
    input.items.map((item) => {
      const product = byId.get(item.productId);
      const quantity = (size: Size) => item.selectedSizes.find((s) => s.size === size)?.quantity ?? 0;
      const prices = pricesFor(input.prices, item.productId);
      return {
        productId: item.productId,
        name: product?.name ?? '',
        category: product?.category === 'men' || product?.category === 'women' ? product.category : 'unisex',
        size100mlQuantity: quantity('100'),
        size100mlPriceCents: prices['100'],
        size50mlQuantity: quantity('50'),
        size50mlPriceCents: prices['50'],
      };
    }),
  );
}

async function insertOrder(
  db: Kysely<Database>,
  input: PlaceOrderInput,
  items: readonly PlacedOrderItem[],
  delivery: OrderDelivery | null,
): Promise<Result<string>> {
  const id = randomUUID();
  const token = generateTrackingToken();
  const placedAt = input.now ?? new Date();
  const now = placedAt.toISOString();
  const subtotal = placedOrderTotalCents(items);
  const code = input.discountCode ?? null;
  return runRefusable(async () => {
    await db.transaction().execute(async (trx) => {
      const discount = code ? await takeDiscountUse(trx, code, subtotal, placedAt) : null;
      await trx
        .insertInto('placed_order')
        .values({
          id,
          reference: generateReference(),
          tracking_token: token,
          idempotency_key: input.idempotencyKey,
          user_id: input.userId,
          status: 'new',
          total_cents: subtotal - (discount?.amountCents ?? 0) + (delivery?.feeCents ?? 0),
          ...deliveryColumns(delivery),
          discount_code: discount?.code ?? null,
          discount_cents: discount?.amountCents ?? 0,
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
  });
}
