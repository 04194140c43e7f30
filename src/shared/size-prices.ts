import { SIZES, type Size, type UnitPrices } from './constants.ts';

export interface SizePrice {
  size: Size;
  cents: number;
}

/**
 * The bottle sizes with their prices, smallest bottle first, as a card shows them before anything
 * is in the cart, from the owner's prices (the ones the cart and the server price with).
 */
export function sizePriceList(prices: UnitPrices): SizePrice[] {
  return [...SIZES].sort((a, b) => Number(a) - Number(b)).map((size) => ({ size, cents: prices[size] }));
}
