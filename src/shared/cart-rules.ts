import type { SelectedSize } from './cart.ts';
import type { SelectedSizeInput } from './cart-requests.ts';
import {
  type PriceBook,
  pricesFor,
  QUANTITY_MAX,
  QUANTITY_MIN,
  SIZES,
  type Size,
  type UnitPrices,
} from './constants.ts';

/**
 * The pure rules of a cart (SPEC §4): choosing sizes, merging carts, adding up totals. Money is
 * integer cents; every price is the owner's, handed in by the caller as `prices`
 * (docs/decisions/166). No zod here: every page's cart badge and size picker use these rules, and
 * the shapes' schemas (cart.ts) are built only where a cart is read from outside or sent.
 */

export const GUEST_USER_ID = 'guest';

export function guestCartItemId(productId: string, now: number = Date.now()): string {
  return `${now}-${productId}`;
}

// --- Rules --------------------------------------------------------------------------------------

/** Sizes in the shop's order (100 ml first), each priced by the shop whatever was stored or sent. */
export function priceSizes(sizes: readonly SelectedSizeInput[], prices: UnitPrices): SelectedSize[] {
  return SIZES.flatMap((size) => {
    const chosen = sizes.find((s) => s.size === size);
    return chosen ? [{ size, quantity: chosen.quantity, priceCents: prices[size] }] : [];
  });
}

const clampQuantity = (quantity: number) => Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, quantity));

/** Choosing a size adds it with quantity 1; choosing it again (or plus) adds 1, up to the maximum. */
export function chooseSize(
  sizes: readonly SelectedSizeInput[],
  size: Size,
  prices: UnitPrices,
): SelectedSize[] {
  const existing = sizes.find((s) => s.size === size);
  if (!existing) return priceSizes([...sizes, { size, quantity: 1 }], prices);
  return priceSizes(
    sizes.map((s) => (s.size === size ? { size, quantity: clampQuantity(s.quantity + 1) } : s)),
    prices,
  );
}

/** Minus: one fewer, but a quantity of 1 stays 1 (Remove Size is the way to drop it). */
export function decreaseSize(
  sizes: readonly SelectedSizeInput[],
  size: Size,
  prices: UnitPrices,
): SelectedSize[] {
  return priceSizes(
    sizes.map((s) => (s.size === size ? { size, quantity: clampQuantity(s.quantity - 1) } : s)),
    prices,
  );
}

export function removeSize(
  sizes: readonly SelectedSizeInput[],
  size: Size,
  prices: UnitPrices,
): SelectedSize[] {
  return priceSizes(
    sizes.filter((s) => s.size !== size),
    prices,
  );
}

/** Sign-in migration (DESIGN §6.6): quantities of the same size add up, capped at the maximum. */
export function mergeSizes(
  current: readonly SelectedSizeInput[],
  incoming: readonly SelectedSizeInput[],
  prices: UnitPrices,
): SelectedSize[] {
  const merged = SIZES.flatMap((size) => {
    const total = [...current, ...incoming]
      .filter((s) => s.size === size)
      .reduce((n, s) => n + s.quantity, 0);
    return total > 0 ? [{ size, quantity: Math.min(QUANTITY_MAX, total) }] : [];
  });
  return priceSizes(merged, prices);
}

export function lineTotalCents(size: SelectedSizeInput, prices: UnitPrices): number {
  return prices[size.size] * size.quantity;
}

export function itemTotalCents(
  item: { selectedSizes: readonly SelectedSizeInput[] },
  prices: UnitPrices,
): number {
  return item.selectedSizes.reduce((sum, s) => sum + lineTotalCents(s, prices), 0);
}

/** The cart's subtotal: one function, so that whatever comes off an order applies to this sum. */
export function cartTotalCents(
  items: readonly { productId?: string; selectedSizes: readonly SelectedSizeInput[] }[],
  prices: PriceBook,
): number {
  return items.reduce((sum, item) => sum + itemTotalCents(item, pricesFor(prices, item.productId ?? '')), 0);
}

export function hasItemWithoutSize(items: readonly { selectedSizes: readonly unknown[] }[]): boolean {
  return items.some((item) => item.selectedSizes.length === 0);
}
