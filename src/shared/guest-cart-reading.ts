import { z } from 'zod';
import { type GuestCartItem, GuestCartSchema } from './cart.ts';
import { SIZES, type UnitPrices } from './constants.ts';

/**
 * The guest cart read back from the browser (written by guest-cart-storage.ts). Carts saved in the
 * shop's earlier shape (`priceCents`) are still read. A stored price is never trusted: every size
 * is priced again with the shop's `prices` when read (SPEC §9). Guest orders are read by
 * guest-orders-storage.ts, apart: only the cart page reads them.
 */

/** A stored size: only its size and quantity matter; whatever sits in `price` is ignored. */
const StoredSizeSchema = z.object({
  size: z.enum(SIZES),
  quantity: z.unknown(),
  price: z.unknown().optional(),
  priceCents: z.unknown().optional(),
});

const StoredCartItemSchema = z.looseObject({ selectedSizes: z.array(StoredSizeSchema) });

/**
 * The stored guest cart as the app's cart items (both shapes), or null when it cannot be read.
 * Sizes are re-priced by the shop before the cart's own rules (quantities, one entry per size …) apply.
 */
export function parseStoredGuestCart(data: unknown, prices: UnitPrices): GuestCartItem[] | null {
  const loose = z.array(StoredCartItemSchema).safeParse(data);
  if (!loose.success) return null;
  const repriced = loose.data.map((item) => ({
    ...item,
    selectedSizes: item.selectedSizes.map((s) => ({
      size: s.size,
      quantity: s.quantity,
      priceCents: prices[s.size],
    })),
  }));
  const parsed = GuestCartSchema.safeParse(repriced);
  return parsed.success ? parsed.data : null;
}
