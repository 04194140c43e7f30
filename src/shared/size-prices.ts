import { SIZES, type Size } from './constants.ts';
import { currentPriceTable } from './price-table.ts';

export interface SizePrice {
  size: Size;
  cents: number;
}

/**
 * The bottle sizes with their prices, smallest bottle first, as a card shows them before anything
 * is in the cart. It reads the shop's one price table, the one the cart and the server price from:
 * when prices become the owner's settings, the table's source is the only thing to change.
 */
export function sizePriceList(prices: Record<Size, number> = currentPriceTable()): SizePrice[] {
  return [...SIZES].sort((a, b) => Number(a) - Number(b)).map((size) => ({ size, cents: prices[size] }));
}
