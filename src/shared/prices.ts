import { SIZES, type Size } from './constants.ts';
import { formatCents } from './format.ts';
import type { PricesSection } from './settings-types.ts';

/**
 * Prices from the owner's settings (docs/decisions/091): the unit price of each size, which sizes
 * can be chosen, and the amounts in Lebanese pounds. Small and zod-free: cards on / use it.
 */

/** LBP amounts are rounded to the nearest 1,000 LBP, the smallest note in everyday use. */
export const LBP_ROUNDING_STEP = 1000;

export function unitPrices(prices: PricesSection): Record<Size, number> {
  return { '100': prices.sizes['100'].priceCents, '50': prices.sizes['50'].priceCents };
}

export function onSalePrices(prices: PricesSection): { size: Size; cents: number }[] {
  return SIZES.filter((size) => prices.sizes[size].isOnSale).map((size) => ({
    size,
    cents: prices.sizes[size].priceCents,
  }));
}

export type SizeAvailability = 'available' | 'sold-out' | 'not-sold';

/** Whether a size of a product can be chosen now: the owner sells that size and it is in stock. */
export function sizeAvailability(
  product: { soldOutSizes?: readonly Size[] | undefined },
  prices: PricesSection,
  size: Size,
): SizeAvailability {
  if (!prices.sizes[size].isOnSale) return 'not-sold';
  return product.soldOutSizes?.includes(size) ? 'sold-out' : 'available';
}

/** A product with no size to choose is out of stock (the card's "Sold out" badge). */
export function isSoldOut(
  product: { soldOutSizes?: readonly Size[] | undefined },
  prices: PricesSection,
): boolean {
  return SIZES.every((size) => sizeAvailability(product, prices, size) !== 'available');
}

export function availability(
  product: { soldOutSizes?: readonly Size[] | undefined },
  prices: PricesSection,
): 'InStock' | 'OutOfStock' {
  return isSoldOut(product, prices) ? 'OutOfStock' : 'InStock';
}

export function lbpAmount(cents: number, lbpPerUsd: number): number {
  return Math.round((cents * lbpPerUsd) / 100 / LBP_ROUNDING_STEP) * LBP_ROUNDING_STEP;
}

/** 895000 → "895,000 LBP" (grouped by hand: the same text on the server and in every browser). */
export function formatLbp(cents: number, lbpPerUsd: number): string {
  const grouped = String(lbpAmount(cents, lbpPerUsd)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped} LBP`;
}

/**
 * "$10.00", or "$10.00 · 895,000 LBP" when the owner shows prices in LBP too. Cards pass their
 * shorter dollar format ("$10 · 895,000 LBP").
 */
export function formatPrice(
  cents: number,
  prices: PricesSection,
  dollars: (cents: number) => string = formatCents,
  pounds: (cents: number, lbpPerUsd: number) => string = formatLbp,
): string {
  return prices.isLbpShown ? `${dollars(cents)} · ${pounds(cents, prices.lbpPerUsd)}` : dollars(cents);
}
