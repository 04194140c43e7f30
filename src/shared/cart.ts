import { z } from 'zod';
import { GUEST_USER_ID } from './cart-rules.ts';
import { CATEGORIES, QUANTITY_MAX, QUANTITY_MIN, SIZES, type Size } from './constants.ts';

export type { SelectedSizeInput } from './cart-requests.ts';

/**
 * Carts (SPEC §3): the shapes both sides speak, checked with zod. The rules of choosing sizes and
 * adding up totals are in cart-rules.ts, what a client sends in cart-requests.ts, orders made from
 * a cart in pending-orders.ts. Money is integer cents.
 */

export const SizeSchema = z.enum(SIZES);
export const QuantitySchema = z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX);

export const uniqueSizes = (sizes: readonly { size: Size }[]) =>
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
