import { z } from 'zod';
import { GUEST_USER_ID } from './cart-rules.ts';
import { QUANTITY_MAX, type UnitPrices } from './constants.ts';
import { type GuestOrder, GuestOrderSchema } from './pending-orders.ts';

/**
 * What a guest's browser keeps under `guestOrders`, in the field names of SPEC §3 (an order item's
 * `size_100ml_quantity` …), prices in dollars. Orders saved in the shop's earlier shape
 * (`size100mlQuantity` …) are still read. A stored price is never trusted: every line is priced
 * again with the shop's `prices` when read (SPEC §9).
 */

const dollars = (cents: number) => cents / 100;

const Count = z.number().int().min(0).max(QUANTITY_MAX);

/** SPEC §3 Order item, as stored in the browser. */
const SpecOrderItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  category: z.string(),
  size_100ml_quantity: Count,
  size_100ml_price: z.unknown().optional(),
  size_50ml_quantity: Count,
  size_50ml_price: z.unknown().optional(),
});

const LegacyOrderItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  category: z.string(),
  size100mlQuantity: Count,
  size50mlQuantity: Count,
});

const StoredOrderItemSchema = z.union([SpecOrderItemSchema, LegacyOrderItemSchema]).transform((item) =>
  'size_100ml_quantity' in item
    ? {
        productId: item.productId,
        name: item.name,
        category: item.category,
        size100mlQuantity: item.size_100ml_quantity,
        size50mlQuantity: item.size_50ml_quantity,
      }
    : item,
);

const StoredOrderSchema = z.looseObject({ items: z.array(StoredOrderItemSchema) });

/** The stored guest orders as the app's orders (both shapes), or null when they cannot be read. */
export function parseStoredGuestOrders(data: unknown, prices: UnitPrices): GuestOrder[] | null {
  const loose = z.array(StoredOrderSchema).safeParse(data);
  if (!loose.success) return null;
  const orders: GuestOrder[] = [];
  for (const stored of loose.data) {
    const items = stored.items.map((item) => ({
      ...item,
      size100mlPriceCents: prices['100'],
      size50mlPriceCents: prices['50'],
    }));
    const parsed = GuestOrderSchema.safeParse({ location: null, ...stored, items });
    if (!parsed.success) return null;
    orders.push(parsed.data);
  }
  return orders;
}

/** SPEC §3 Order and Order item field names, prices in dollars. */
export function toStoredGuestOrders(orders: readonly GuestOrder[], prices: UnitPrices): unknown[] {
  return orders.map((order) => ({
    id: order.id,
    userId: GUEST_USER_ID,
    createdAt: order.createdAt,
    status: order.status,
    items: order.items.map((item) => ({
      productId: item.productId,
      name: item.name,
      category: item.category,
      size_100ml_quantity: item.size100mlQuantity,
      size_100ml_price: dollars(prices['100']),
      size_50ml_quantity: item.size50mlQuantity,
      size_50ml_price: dollars(prices['50']),
    })),
    location: order.location,
  }));
}
