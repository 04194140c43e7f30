import type { Category } from './constants.ts';
import type { Catalogue } from './i18n/catalogues/catalogue.ts';
import { EN } from './i18n/catalogues/en.ts';
import type { OrderItem } from './pending-orders.ts';
import { parseLocation } from './pending-orders.ts';
import { oneLine } from './plain-text.ts';
import { mapsPlaceUrl } from './shop.ts';

/**
 * Unicode isolates (docs/decisions/123): a value keeps its own direction inside any line. Each
 * value is first put on one line with its own direction marks removed (docs/decisions/150), so a
 * name or an address cannot add a line or reorder the shop's own.
 */
const FSI = '\u2068';
const LRI = '\u2066';
const PDI = '\u2069';
/** A value whose direction follows its first strong letter: a name, a size, a count, a price. */
export const isolate = (value: string | number): string => `${FSI}${value}${PDI}`;
/** A text someone typed (the customer, or the owner's product names): one line, then isolated. */
const isolateTyped = (value: string): string => isolate(oneLine(value));
/** A value that is always left to right: a phone number. */
const isolateLtr = (value: string): string => `${LRI}${oneLine(value)}${PDI}`;

/** The words of the order text in one language (the catalogue's, gathered). */
export interface OrderMessageWords {
  greeting: string;
  reference: string;
  name: string;
  phone: string;
  address: string;
  total: string;
  location: string;
  sentWhileClosed: string;
  /** The delivery line's words (docs/decisions/143). */
  delivery: { delivery: string; pickup: string; free: string };
  categories: Record<Category, string>;
  size100: string;
  size50: string;
  /** Money in the language's way, always with Western digits (docs/decisions/127). */
  dollars: (cents: number) => string;
  pounds: (cents: number, lbpPerUsd: number) => string;
}

/** The order text's words from a catalogue of the shape of the English one. */
export function orderMessageWords(catalogue: Catalogue): OrderMessageWords {
  return {
    ...catalogue.orderMessage,
    sentWhileClosed: catalogue.fn.sentWhileClosed,
    delivery: catalogue.delivery.message,
    categories: catalogue.perfumes.genders,
    size100: catalogue.checkout.units100,
    size50: catalogue.checkout.units50,
    dollars: catalogue.fn.dollars,
    pounds: catalogue.fn.pounds,
  };
}

const ENGLISH_WORDS = orderMessageWords(EN);

/**
 * The text sent to the shop on WhatsApp (DESIGN §6.3): a greeting, a bullet per product with its
 * category, a line per ordered size with units and line total, the total, and the maps link when a
 * location was shared. The unit prices are the ones each item carries: for a placed order, those
 * the server priced it at from the owner's settings (docs/decisions/091). It is written in the
 * customer's language; every name, size, count, price and the reference sits in an isolate, so a
 * line mixing Arabic and Latin reads in order on any phone, and money keeps Western digits.
 */
export interface OrderMessageExtras {
  /** The placed order's reference, on its own line right after the greeting. */
  reference?: string | null;
  name?: string | null;
  phone?: string | null;
  address?: string | null;
  /** The order was sent outside the opening hours (docs/decisions/092). */
  isSentWhileClosed?: boolean;
  /** With LBP shown, the total carries the LBP amount at this rate too. */
  lbpPerUsd?: number | null;
  /**
   * The order's delivery, when the shop lists areas: the area's name in the message's language (null
   * for pickup) and the fee, which the total then includes. Without it the message is the spec's.
   */
  delivery?: { areaName: string | null; feeCents: number } | null;
}

export function buildOrderMessage(
  items: readonly OrderItem[],
  location: string | null = null,
  extras: OrderMessageExtras = {},
  words: OrderMessageWords = ENGLISH_WORDS,
): string {
  const lines: string[] = [words.greeting];
  if (extras.isSentWhileClosed) lines.push(words.sentWhileClosed);
  if (extras.reference) lines.push(`${words.reference} ${isolate(extras.reference)}`);
  if (extras.name) lines.push(`${words.name}: ${isolateTyped(extras.name)}`);
  if (extras.phone) lines.push(`${words.phone}: ${isolateLtr(extras.phone)}`);
  if (extras.address) lines.push(`${words.address}: ${isolateTyped(extras.address)}`);
  lines.push('');
  const sizeLine = (size: string, count: number, unitCents: number) =>
    `  - ${isolate(size)} x ${isolate(count)} = ${isolate(words.dollars(count * unitCents))}`;
  for (const item of items) {
    lines.push(`• ${isolateTyped(item.name)} (${words.categories[item.category]})`);
    if (item.size100mlQuantity > 0) {
      lines.push(sizeLine(words.size100, item.size100mlQuantity, item.size100mlPriceCents));
    }
    if (item.size50mlQuantity > 0) {
      lines.push(sizeLine(words.size50, item.size50mlQuantity, item.size50mlPriceCents));
    }
  }
  const perfumes = items.reduce(
    (sum, i) => sum + i.size100mlQuantity * i.size100mlPriceCents + i.size50mlQuantity * i.size50mlPriceCents,
    0,
  );
  const delivery = extras.delivery;
  const total = perfumes + (delivery?.feeCents ?? 0);
  const lbp = extras.lbpPerUsd ? ` · ${isolate(words.pounds(total, extras.lbpPerUsd))}` : '';
  lines.push('');
  if (delivery) lines.push(deliveryLine(delivery, words));
  lines.push(`${words.total}: ${isolate(words.dollars(total))}${lbp}`);
  const point = location ? parseLocation(location) : null;
  if (point) {
    lines.push(`${words.location}: ${mapsPlaceUrl(point.latitude, point.longitude)}`);
  }
  return lines.join('\n');
}

/** "Delivery: Beirut = $3.00", "Delivery: Beirut = Free" or "Delivery: Pickup at the shop". */
function deliveryLine(
  delivery: { areaName: string | null; feeCents: number },
  words: OrderMessageWords,
): string {
  const label = words.delivery.delivery;
  if (delivery.areaName === null) return `${label}: ${words.delivery.pickup}`;
  const fee = delivery.feeCents === 0 ? words.delivery.free : words.dollars(delivery.feeCents);
  return `${label}: ${isolate(delivery.areaName)} = ${isolate(fee)}`;
}

/** SPEC §7 Outgoing links: phones and tablets get the app's send address in the same tab. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /iPhone|iPad|iPod|Android/i.test(userAgent);
}

/**
 * The WhatsApp address for an order text. encodeURIComponent rather than form encoding, so that a
 * space is %20 and a `+`, `&` or `#` in a product name reaches the shop unchanged.
 */
export function whatsAppOrderUrl(phone: string, text: string, isMobile: boolean): string {
  const encoded = encodeURIComponent(text);
  return isMobile
    ? `https://api.whatsapp.com/send?phone=${encodeURIComponent(phone)}&text=${encoded}`
    : `https://wa.me/${encodeURIComponent(phone)}?text=${encoded}`;
}
