import type { GuestCartItem } from './cart.ts';
import { priceSizes } from './cart-rules.ts';
import type { UnitPrices } from './constants.ts';

/**
 * What a guest's browser keeps under `guestCart`, in the field names of SPEC §3 (a selected size's
 * `price`), prices in dollars. It is read back, checked, by guest-cart-reading.ts. The two are
 * apart because writing needs no schema: a visitor who has nothing stored yet adds to the cart
 * without the page loading zod and building the cart's schemas.
 */

const dollars = (cents: number) => cents / 100;

/** The guest cart in the spec's shape: each selected size is `{ size, quantity, price }`, price in dollars. */
export function toStoredGuestCart(items: readonly GuestCartItem[], prices: UnitPrices): unknown[] {
  return items.map((item) => ({
    ...item,
    selectedSizes: priceSizes(item.selectedSizes, prices).map((s) => ({
      size: s.size,
      quantity: s.quantity,
      price: dollars(s.priceCents),
    })),
  }));
}
