import { z } from 'zod';
import {
  CART_IMPORT_MAX_ITEMS,
  CATEGORIES,
  type Category,
  ORDER_MAX_ITEMS,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SIZES,
  type Size,
} from './constants.ts';
import { currentPriceOf } from './price-table.ts';

/**
 * Carts and orders (SPEC §3): the shapes both sides speak, and the pure rules of choosing sizes and
 * adding up totals. Money is integer cents; every price comes from the owner's settings (priceOf).
 */

export const SizeSchema = z.enum(SIZES);
export const QuantitySchema = z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX);

const uniqueSizes = (sizes: readonly { size: Size }[]) =>
  new Set(sizes.map((s) => s.size)).size === sizes.length;

/** One chosen bottle size of a cart item; `priceCents` is the unit price. */
export const SelectedSizeSchema = z.object({
  size: SizeSchema,
  quantity: QuantitySchema,
  priceCents: z.number().int().nonnegative(),
});
export type SelectedSize = z.infer<typeof SelectedSizeSchema>;

export const SelectedSizesSchema = z
  .array(SelectedSizeSchema)
  .max(SIZES.length)
  .refine(uniqueSizes, 'Each size may appear only once.');

/** What a client may send for a size: a price it sends is dropped, the shop's price applies. */
export const SelectedSizeInputSchema = z.object({ size: SizeSchema, quantity: QuantitySchema });
export type SelectedSizeInput = z.infer<typeof SelectedSizeInputSchema>;
export const SelectedSizesInputSchema = z
  .array(SelectedSizeInputSchema)
  .max(SIZES.length)
  .refine(uniqueSizes, 'Each size may appear only once.');

/** A cart item of a signed-in user, as the API returns it. */
export const CartItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  productId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  description: z.string(),
  category: z.enum(CATEGORIES),
  selectedSizes: SelectedSizesSchema,
  createdAt: z.string(),
});
export type CartItem = z.infer<typeof CartItemSchema>;
export const CartItemListSchema = z.array(CartItemSchema);

export const GUEST_USER_ID = 'guest';

/** A guest's cart item: the same fields, kept in the browser; its id is made from the time and the product id. */
export const GuestCartItemSchema = CartItemSchema.extend({
  id: z.string().min(1).max(200),
  userId: z.literal(GUEST_USER_ID),
  productId: z.string().min(1).max(64),
  createdAt: z.string().max(40),
});
export type GuestCartItem = z.infer<typeof GuestCartItemSchema>;

/** The guest cart as stored under `guestCart`: one entry per product. */
export const GuestCartSchema = z
  .array(GuestCartItemSchema)
  .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, 'Duplicate product.');

/** Both kinds of cart item share every field the screens use. */
export type AnyCartItem = CartItem | GuestCartItem;

export function guestCartItemId(productId: string, now: number = Date.now()): string {
  return `${now}-${productId}`;
}

// --- Requests -----------------------------------------------------------------------------------

export const AddToCartBodySchema = z.object({ productId: z.string().min(1).max(64) });
export const CartItemParamsSchema = z.object({ id: z.uuid() });
export const SetSizesBodySchema = z.object({ selectedSizes: SelectedSizesInputSchema });

/** Guest items handed over at sign-in; `guestItemId` makes a retried import a no-op. */
export const CartImportBodySchema = z.object({
  items: z
    .array(
      z.object({
        guestItemId: z.string().min(1).max(200),
        productId: z.string().min(1).max(64),
        selectedSizes: SelectedSizesInputSchema,
      }),
    )
    .max(CART_IMPORT_MAX_ITEMS),
});
export type CartImportBody = z.infer<typeof CartImportBodySchema>;

// --- Orders -------------------------------------------------------------------------------------

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

/** The shop's unit price of a size now: the owner's settings (price-table.ts). */
export function priceOf(size: Size): number {
  return currentPriceOf(size);
}

/** Sizes in the shop's order (100 ml first), each priced by the shop whatever was stored or sent. */
export function priceSizes(sizes: readonly SelectedSizeInput[]): SelectedSize[] {
  return SIZES.flatMap((size) => {
    const chosen = sizes.find((s) => s.size === size);
    return chosen ? [{ size, quantity: chosen.quantity, priceCents: priceOf(size) }] : [];
  });
}

const clampQuantity = (quantity: number) => Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, quantity));

/** Choosing a size adds it with quantity 1; choosing it again (or plus) adds 1, up to the maximum. */
export function chooseSize(sizes: readonly SelectedSizeInput[], size: Size): SelectedSize[] {
  const existing = sizes.find((s) => s.size === size);
  if (!existing) return priceSizes([...sizes, { size, quantity: 1 }]);
  return priceSizes(
    sizes.map((s) => (s.size === size ? { size, quantity: clampQuantity(s.quantity + 1) } : s)),
  );
}

/** Minus: one fewer, but a quantity of 1 stays 1 (Remove Size is the way to drop it). */
export function decreaseSize(sizes: readonly SelectedSizeInput[], size: Size): SelectedSize[] {
  return priceSizes(
    sizes.map((s) => (s.size === size ? { size, quantity: clampQuantity(s.quantity - 1) } : s)),
  );
}

export function removeSize(sizes: readonly SelectedSizeInput[], size: Size): SelectedSize[] {
  return priceSizes(sizes.filter((s) => s.size !== size));
}

/** Sign-in migration (DESIGN §6.6): quantities of the same size add up, capped at the maximum. */
export function mergeSizes(
  current: readonly SelectedSizeInput[],
  incoming: readonly SelectedSizeInput[],
): SelectedSize[] {
  const merged = SIZES.flatMap((size) => {
    const total = [...current, ...incoming]
      .filter((s) => s.size === size)
      .reduce((n, s) => n + s.quantity, 0);
    return total > 0 ? [{ size, quantity: Math.min(QUANTITY_MAX, total) }] : [];
  });
  return priceSizes(merged);
}

export function lineTotalCents(size: SelectedSizeInput): number {
  return priceOf(size.size) * size.quantity;
}

export function itemTotalCents(item: { selectedSizes: readonly SelectedSizeInput[] }): number {
  return item.selectedSizes.reduce((sum, s) => sum + lineTotalCents(s), 0);
}

export function cartTotalCents(items: readonly { selectedSizes: readonly SelectedSizeInput[] }[]): number {
  return items.reduce((sum, item) => sum + itemTotalCents(item), 0);
}

export function hasItemWithoutSize(items: readonly { selectedSizes: readonly unknown[] }[]): boolean {
  return items.some((item) => item.selectedSizes.length === 0);
}

function quantityOf(sizes: readonly SelectedSizeInput[], size: Size): number {
  return sizes.find((s) => s.size === size)?.quantity ?? 0;
}

/** A cart item as an order line, priced by the shop. */
export function toOrderItem(item: {
  productId: string;
  name: string;
  category: Category;
  selectedSizes: readonly SelectedSizeInput[];
}): OrderItem {
  return {
    productId: item.productId,
    name: item.name,
    category: item.category,
    size100mlQuantity: quantityOf(item.selectedSizes, '100'),
    size100mlPriceCents: priceOf('100'),
    size50mlQuantity: quantityOf(item.selectedSizes, '50'),
    size50mlPriceCents: priceOf('50'),
  };
}

/** The order's lines re-priced by the shop (stored or sent prices are never trusted). */
export function repriceOrderItem(item: OrderItem): OrderItem {
  return { ...item, size100mlPriceCents: priceOf('100'), size50mlPriceCents: priceOf('50') };
}

export function orderItemTotalCents(item: OrderItem): number {
  return item.size100mlQuantity * priceOf('100') + item.size50mlQuantity * priceOf('50');
}

export function ordersTotalCents(orders: readonly { items: readonly OrderItem[] }[]): number {
  return orders.reduce((sum, order) => sum + order.items.reduce((s, i) => s + orderItemTotalCents(i), 0), 0);
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
