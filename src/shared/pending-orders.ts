import { z } from 'zod';
import type { SelectedSizeInput } from './cart.ts';
import { GUEST_USER_ID } from './cart-rules.ts';
import {
  CATEGORIES,
  type Category,
  ORDER_MAX_ITEMS,
  type PriceBook,
  pricesFor,
  QUANTITY_MAX,
  type Size,
  type UnitPrices,
} from './constants.ts';

/**
 * Pending cart orders, the SPEC's Order (§3; the words of the order domain: docs/decisions/174): the
 * shapes both sides speak and the pure rules of pricing their lines. Money is integer cents; every
 * price is the owner's, handed in as `prices` (docs/decisions/166).
 */

/** SPEC §3 Order item: unit counts and unit prices of each size (0 when that size is not ordered). */
export const OrderItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  size100mlQuantity: z.number().int().min(0).max(QUANTITY_MAX),
  size100mlPriceCents: z.number().int().nonnegative(),
  size50mlQuantity: z.number().int().min(0).max(QUANTITY_MAX),
  size50mlPriceCents: z.number().int().nonnegative(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const ORDER_STATUSES = ['pending'] as const;

/** "latitude,longitude" (SPEC §3 Location). */
export const LocationSchema = z
  .string()
  .max(80)
  .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'Expected "latitude,longitude".')
  .refine((text) => parseLocation(text) !== null, 'Latitude or longitude out of range.');

export const OrderSchema = z.object({
  id: z.string(),
  userId: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(OrderItemSchema).min(1).max(ORDER_MAX_ITEMS),
  location: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderListSchema = z.array(OrderSchema);

/** A guest order as stored under `guestOrders`: user 'guest', id `guest_` + timestamp. */
export const GuestOrderSchema = OrderSchema.extend({
  id: z.string().regex(/^guest_\d+$/),
  userId: z.literal(GUEST_USER_ID),
});
export type GuestOrder = z.infer<typeof GuestOrderSchema>;

export const CreateOrderBodySchema = z.object({
  cartItemIds: z
    .array(z.uuid())
    .min(1)
    .max(ORDER_MAX_ITEMS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each cart item may appear only once.'),
});
export const OrderParamsSchema = z.object({ id: z.uuid() });

const OrderItemQuantitiesSchema = z
  .object({
    productId: z.string().min(1).max(64),
    size100mlQuantity: z.number().int().min(0).max(QUANTITY_MAX),
    size50mlQuantity: z.number().int().min(0).max(QUANTITY_MAX),
  })
  .refine((item) => item.size100mlQuantity + item.size50mlQuantity > 0, 'Choose at least one bottle.');

/** An order's items can be changed (fewer products, other counts); prices and names stay the shop's. */
export const UpdateOrderBodySchema = z
  .object({
    items: z
      .array(OrderItemQuantitiesSchema)
      .min(1)
      .max(ORDER_MAX_ITEMS)
      .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, 'Duplicate product.')
      .optional(),
    location: LocationSchema.nullable().optional(),
  })
  .refine((body) => body.items !== undefined || body.location !== undefined, 'Nothing to update.');
export type UpdateOrderBody = z.infer<typeof UpdateOrderBodySchema>;

// --- Rules --------------------------------------------------------------------------------------

function quantityOf(sizes: readonly SelectedSizeInput[], size: Size): number {
  return sizes.find((s) => s.size === size)?.quantity ?? 0;
}

/** A cart item as an order line, priced by the shop. */
export function toOrderItem(
  item: {
    productId: string;
    name: string;
    category: Category;
    selectedSizes: readonly SelectedSizeInput[];
  },
  prices: UnitPrices,
): OrderItem {
  return {
    productId: item.productId,
    name: item.name,
    category: item.category,
    size100mlQuantity: quantityOf(item.selectedSizes, '100'),
    size100mlPriceCents: prices['100'],
    size50mlQuantity: quantityOf(item.selectedSizes, '50'),
    size50mlPriceCents: prices['50'],
  };
}

/** The order's lines re-priced by the shop (stored or sent prices are never trusted). */
export function repriceOrderItem(item: OrderItem, prices: UnitPrices): OrderItem {
  return { ...item, size100mlPriceCents: prices['100'], size50mlPriceCents: prices['50'] };
}

export function orderItemTotalCents(item: OrderItem, prices: UnitPrices): number {
  return item.size100mlQuantity * prices['100'] + item.size50mlQuantity * prices['50'];
}

export function ordersTotalCents(
  orders: readonly { items: readonly OrderItem[] }[],
  prices: PriceBook,
): number {
  return orders.reduce(
    (sum, order) =>
      sum + order.items.reduce((s, i) => s + orderItemTotalCents(i, pricesFor(prices, i.productId)), 0),
    0,
  );
}

export function parseLocation(text: string): { latitude: number; longitude: number } | null {
  const [lat, lng, ...rest] = text.split(',');
  if (lat === undefined || lng === undefined || rest.length > 0) return null;
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

export function formatLocation(latitude: number, longitude: number): string {
  return `${latitude},${longitude}`;
}
