import { SIZES, type Size, type UnitPrices } from './constants.ts';
import type { PricesSection } from './settings-types.ts';
import { addDays, startOfZonedDay } from './zoned-time.ts';

/**
 * A perfume's own price for a size (docs/decisions/187): the owner's override of the shop's price,
 * and a sale price for a range of the shop's days (docs/decisions/188). Zod-free and pure: the
 * cards on / price with it, and so does the server for carts and orders.
 */
export interface SizeSale {
  priceCents: number;
  /** First and last day of the sale (YYYY-MM-DD, the shop's days), both included. */
  from: string;
  to: string;
}

export interface ProductSizePrice {
  size: Size;
  /** The perfume's own price; null means the shop's price for the size. */
  priceCents: number | null;
  sale: SizeSale | null;
}

export interface SizeQuote {
  /** What one bottle costs now. */
  cents: number;
  /** What it costs without the sale (the struck-through price while one runs). */
  regularCents: number;
  /** The sale's last day while it runs, else null. */
  saleEndsOn: string | null;
}

/** Whether a sale runs at an instant: from its first day's midnight to its last day's end, in the shop's zone. */
export function isSaleRunning(sale: SizeSale, now: Date): boolean {
  const time = now.getTime();
  return (
    time >= startOfZonedDay(sale.from).getTime() && time < startOfZonedDay(addDays(sale.to, 1)).getTime()
  );
}

/** The one rule every reader prices a bottle with: sale, else override, else the shop's price. */
export function quoteSizePrice(
  settings: PricesSection,
  sizePrices: readonly ProductSizePrice[] | undefined,
  size: Size,
  now: Date,
): SizeQuote {
  const own = sizePrices?.find((p) => p.size === size);
  const regularCents = own?.priceCents ?? settings.sizes[size].priceCents;
  const sale = own?.sale;
  // A sale is only ever a lower price: one left above a price raised since is not shown.
  if (sale && sale.priceCents < regularCents && isSaleRunning(sale, now)) {
    return { cents: sale.priceCents, regularCents, saleEndsOn: sale.to };
  }
  return { cents: regularCents, regularCents, saleEndsOn: null };
}

/** The sizes the shop sells now, smallest bottle last as SIZES lists them, each with its price now. */
export function sellingQuotes(
  settings: PricesSection,
  sizePrices: readonly ProductSizePrice[] | undefined,
  now: Date,
): { size: Size; quote: SizeQuote }[] {
  return SIZES.filter((size) => settings.sizes[size].isOnSale).map((size) => ({
    size,
    quote: quoteSizePrice(settings, sizePrices, size, now),
  }));
}

export function productUnitPrices(
  settings: PricesSection,
  sizePrices: readonly ProductSizePrice[] | undefined,
  now: Date,
): UnitPrices {
  return {
    '100': quoteSizePrice(settings, sizePrices, '100', now).cents,
    '50': quoteSizePrice(settings, sizePrices, '50', now).cents,
  };
}

/** Each product's unit prices now; a product the book does not know costs the shop's prices. */
export function makePriceBook(
  settings: PricesSection,
  sizePricesOf: (productId: string) => readonly ProductSizePrice[] | undefined,
  now: Date,
): (productId: string) => UnitPrices {
  return (productId) => productUnitPrices(settings, sizePricesOf(productId), now);
}

/**
 * The instants at which a product's price changes by the clock (a sale's start and end), so a
 * kept page can tell when it goes stale.
 */
export function priceChangeInstants(sizePrices: readonly ProductSizePrice[] | undefined): number[] {
  return (sizePrices ?? []).flatMap((p) =>
    p.sale ? [startOfZonedDay(p.sale.from).getTime(), startOfZonedDay(addDays(p.sale.to, 1)).getTime()] : [],
  );
}
