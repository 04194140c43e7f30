import type { ErrorCode } from '#shared/errors.ts';
import type { OpenStatus } from '#shared/opening-hours.ts';
import type { OpeningInterval, Weekday } from '#shared/settings-types.ts';

/** The texts built from a value (counts, sizes, open-now, money, dates) and the error messages. */
export interface FnTexts {
  /** The header's cart button, read by screen readers with its count. */
  cartButtonLabel: (count: number) => string;
  /** A bottle size as cards and the cart name it: "50 ml". */
  sizeLabel: (size: string) => string;
  /** "Open now · closes at 8:00 pm" or "Closed · opens tomorrow at 10:00 am". */
  openStatusText: (status: OpenStatus) => string;
  /** What the checkout says while the shop is closed: when the shop will answer the order. */
  closedReplyText: (status: OpenStatus) => string | null;
  /** "Category: men". */
  categoryLine: (category: string) => string;
  /** The line an order sent while the shop is closed carries. */
  sentWhileClosed: string;
  weekdayNames: Record<Weekday, string>;
  /** "8:00 pm" in a sentence. */
  clock: (clock: string) => string;
  /** "10:00am-8:00pm, 4:00pm-9:00pm" in the week's table. */
  intervals: (intervals: readonly OpeningInterval[], separator?: string) => string;
  /** "$26.00". */
  dollars: (cents: number) => string;
  /** A card's price: "$26", or "$26.50". */
  dollarsShort: (cents: number) => string;
  /** "895,000 LBP", after "$10 · ". */
  pounds: (cents: number, lbpPerUsd: number) => string;
  /** An order's time on Saadiyat's clock: "15 Jan 2026, 09:30". */
  dateTime: (iso: string) => string;
  /** A day: "15/01/2026". */
  date: (iso: string) => string;
  /** One message per error code. */
  errors: Record<ErrorCode, string>;
  /** The refusals worded from their particulars (`params` on the wire, docs/decisions/170). */
  refusals: RefusalTexts;
}

export interface RefusalTexts {
  /** "Amber Nights 100 ml is sold out." */
  sizeSoldOut: (product: string, size: string) => string;
  sizeNotSold: (product: string, size: string) => string;
  passwordTooShort: (min: number) => string;
  passwordTooLong: (max: number) => string;
}
