import type { Category } from './constants.ts';
import type { Catalogue } from './i18n/catalogues/catalogue.ts';
import { EN } from './i18n/catalogues/en.ts';
import type { OrderMessageTexts } from './i18n/catalogues/types/shopping.ts';
import type { OrderItem } from './pending-orders.ts';
import { parseLocation } from './pending-orders.ts';
import { oneLine } from './plain-text.ts';
import { mapsPlaceUrl } from './shop.ts';
import { type Direction, firstLetterDirection, hasLettersAgainst } from './text-direction.ts';

/**
 * Mixed directions in the message (docs/decisions/181, which replaces the isolates of 123): every
 * value is first put on one line with its own direction marks removed (docs/decisions/150), so a
 * name or an address cannot add a line or reorder the shop's own. Then only what needs it gets an
 * invisible character, and never a number, a reference or a phone number: those stay plain
 * characters, so they copy out of the chat into a dialer or a search as they are.
 */
const FSI = '\u2068';
const PDI = '\u2069';
const LRM = '\u200e';
const RLM = '\u200f';

/**
 * A text someone typed (the customer, or the owner's product and area names), on one line. It is
 * isolated (FSI…PDI) only when it holds letters running against the message: a Latin name in an
 * Arabic line, an Arabic one in an English line. Otherwise its edges would join the line's own
 * words and punctuation ("Layla." would read ".Layla" in Arabic).
 */
function typedValue(value: string, direction: Direction): string {
  const text = oneLine(value);
  return hasLettersAgainst(text, direction) ? `${FSI}${text}${PDI}` : text;
}

/**
 * What goes between a word and a value that reads left to right (a reference, a phone number, a
 * dollar amount). After an Arabic word such a value would take the Arabic side's direction (a
 * phone number's groups come out reversed, "$20.00" as "20.00$"). In an Arabic message a
 * left-to-right mark between two spaces turns it back: the value keeps plain characters on both
 * sides, and its run (mark, space, value) shows its space on its far side, where the line goes on.
 */
const toLeftToRight = (direction: Direction): string => (direction === 'rtl' ? ` ${LRM} ` : ' ');
/**
 * Between the dollars and the pounds amount, whose unit is Arabic: a right-to-left mark keeps the
 * number with its unit. In Arabic the dollars' run already ends with a space (see above), so the
 * dot comes right after it.
 */
const beforePounds = (direction: Direction): string => (direction === 'rtl' ? `·${RLM} ` : ' · ');

/** The words of the order text in one language (the catalogue's, gathered). */
export interface OrderMessageWords extends OrderMessageTexts {
  /** The language's direction, read from the greeting's first letter. */
  direction: Direction;
  sentWhileClosed: string;
  /** The delivery line's words (docs/decisions/143). */
  delivery: { delivery: string; pickup: string; free: string };
  /** The discount line's word (docs/decisions/191). */
  discount: string;
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
    direction: firstLetterDirection(catalogue.orderMessage.greeting) ?? 'ltr',
    sentWhileClosed: catalogue.fn.sentWhileClosed,
    delivery: catalogue.delivery.message,
    discount: catalogue.discountCodes.message.discount,
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
 * customer's language, each line reads in order on any phone (docs/decisions/181), and money keeps
 * Western digits.
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
  /** The discount code the order was placed with and the amount the shop took off the perfumes. */
  discount?: { code: string; amountCents: number } | null;
}

export function buildOrderMessage(
  items: readonly OrderItem[],
  location: string | null = null,
  extras: OrderMessageExtras = {},
  words: OrderMessageWords = ENGLISH_WORDS,
): string {
  const { direction } = words;
  const ltr = toLeftToRight(direction);
  const lines: string[] = [words.greeting];
  if (extras.isSentWhileClosed) lines.push(words.sentWhileClosed);
  if (extras.reference) lines.push(`${words.reference}${ltr}${extras.reference}`);
  if (extras.name) lines.push(`${words.name}: ${typedValue(extras.name, direction)}`);
  if (extras.phone) lines.push(`${words.phone}:${ltr}${oneLine(extras.phone)}`);
  if (extras.address) lines.push(`${words.address}: ${typedValue(extras.address, direction)}`);
  lines.push('');
  // The Arabic line uses the multiplication sign: a Latin "x" would pull the count and the price
  // after it into one left-to-right run, read backwards from the right.
  const times = direction === 'rtl' ? '×' : 'x';
  const sizeLine = (size: string, count: number, unitCents: number) =>
    `  - ${size} ${times} ${count} =${ltr}${words.dollars(count * unitCents)}`;
  for (const item of items) {
    lines.push(`• ${typedValue(item.name, direction)} (${words.categories[item.category]})`);
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
  const discount = extras.discount;
  const total = perfumes - (discount?.amountCents ?? 0) + (delivery?.feeCents ?? 0);
  const lbp = extras.lbpPerUsd ? `${beforePounds(direction)}${words.pounds(total, extras.lbpPerUsd)}` : '';
  lines.push('');
  if (discount) lines.push(discountLine(discount, words));
  if (delivery) lines.push(deliveryLine(delivery, words));
  lines.push(`${words.total}:${ltr}${words.dollars(total)}${lbp}`);
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
  const area = typedValue(delivery.areaName, words.direction);
  if (delivery.feeCents === 0) return `${label}: ${area} = ${words.delivery.free}`;
  return `${label}: ${area} =${toLeftToRight(words.direction)}${words.dollars(delivery.feeCents)}`;
}

/**
 * "Discount (EID10): -$5.00". The code is Latin letters and digits: in an Arabic line it is
 * isolated like any typed value, and the amount gets the left-to-right mark of every dollar amount.
 */
function discountLine(discount: { code: string; amountCents: number }, words: OrderMessageWords): string {
  const code = typedValue(discount.code, words.direction);
  return `${words.discount} (${code}):${toLeftToRight(words.direction)}-${words.dollars(discount.amountCents)}`;
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
