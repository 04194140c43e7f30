import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import { toIso } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import type { OrderDelivery } from '#shared/delivery-types.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import type { Catalogue } from '#shared/i18n/catalogues/catalogue.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { oneLineOrNull } from '#shared/plain-text.ts';
import { addDays, SHOP_TIME_ZONE, startOfZonedDay } from '#shared/zoned-time.ts';
import { toOrderDelivery } from './order-delivery.ts';

/** The columns, named in English here (the rows' keys); the file's headings come in the owner's language. */
export const ORDER_CSV_HEADER = catalogueFor('en').details.csv.header;

export type OrderCsvRow = Record<(typeof ORDER_CSV_HEADER)[number], string | number>;

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Placed at, in the shop's time zone, as a spreadsheet reads it: "2026-01-15 09:30". */
const placedAtFormat = new Intl.DateTimeFormat('sv-SE', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** One row per order line of the orders placed from `from` to `to` (calendar days of the shop, both included). */
export async function exportOrderRows(
  db: Kysely<Database>,
  from: string,
  to: string,
  language: Language = 'en',
): Promise<OrderCsvRow[]> {
  const m = catalogueFor(language);
  const rows = await db
    .selectFrom('placed_order as o')
    .innerJoin('placed_order_item as i', 'i.order_id', 'o.id')
    .select([
      'o.reference',
      'o.created_at',
      'o.status',
      'o.customer_name',
      'o.customer_phone',
      'o.customer_address',
      'o.location',
      'o.total_cents',
      'o.delivery_method',
      'o.delivery_area_names',
      'o.delivery_fee_cents',
      'o.discount_code',
      'o.discount_cents',
      'i.name',
      'i.category',
      'i.size_100ml_quantity',
      'i.size_100ml_price_cents',
      'i.size_50ml_quantity',
      'i.size_50ml_price_cents',
    ])
    .where('o.created_at', '>=', startOfZonedDay(from).toISOString())
    .where('o.created_at', '<', startOfZonedDay(addDays(to, 1)).toISOString())
    .orderBy('o.created_at')
    .orderBy('o.id')
    .orderBy('i.position')
    .execute();
  return rows.map((r) => ({
    Reference: r.reference,
    'Placed at': placedAtFormat.format(new Date(toIso(r.created_at))),
    // Words, as the owner reads them in the inbox, not the stored codes.
    Status: m.orderBook.statuses[r.status as keyof typeof m.orderBook.statuses] ?? r.status,
    'Customer name': oneLineOrNull(r.customer_name) ?? '',
    Phone: oneLineOrNull(r.customer_phone) ?? '',
    'Address or landmark': oneLineOrNull(r.customer_address) ?? '',
    Location: r.location ?? '',
    Perfume: r.name,
    Category: m.admin.categoryNames[r.category as keyof typeof m.admin.categoryNames] ?? r.category,
    '100ml quantity': r.size_100ml_quantity,
    '100ml unit price': dollars(r.size_100ml_price_cents),
    '50ml quantity': r.size_50ml_quantity,
    '50ml unit price': dollars(r.size_50ml_price_cents),
    'Line total': dollars(
      r.size_100ml_quantity * r.size_100ml_price_cents + r.size_50ml_quantity * r.size_50ml_price_cents,
    ),
    Delivery: deliveryCell(toOrderDelivery(r), language, m),
    'Delivery fee': r.delivery_method ? dollars(r.delivery_fee_cents) : '',
    // On each line of the order, as its total is: what the code took off the whole order.
    'Discount code': r.discount_code ?? '',
    Discount: r.discount_code ? dollars(Number(r.discount_cents)) : '',
    'Order total': dollars(r.total_cents),
  }));
}

/** The area's name in the file's language, or pickup; empty for an order placed while the shop listed no areas. */
function deliveryCell(delivery: OrderDelivery | null, language: Language, m: Catalogue): string {
  if (!delivery) return '';
  return delivery.areaNames ? delivery.areaNames[language] : m.details.csv.pickup;
}

/** A phone number as written by a customer: digits, spaces, "+", brackets and dashes only. */
const PHONE_TEXT = /^\+?[\d\s()-]+$/;
/** What a spreadsheet would run as a formula (OWASP's list of leading characters). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as a spreadsheet should read it. A phone is written as the text formula ="+961 3 123 456":
 * the spreadsheet shows the number as typed, with its "+" and leading zero, and no apostrophe (a
 * "+" or "0" alone would be read as a formula or a number). Any other cell that a spreadsheet would
 * run as a formula is prefixed with a quote.
 */
function spreadsheetCell(value: string, column: string): string {
  if (column === 'Phone' && PHONE_TEXT.test(value)) return `="${value}"`;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The rows as CSV in the owner's language: a byte-order mark so that a spreadsheet reads Arabic
 * names as UTF-8, the headings from the catalogue, Windows line ends.
 */
export function toOrderCsv(rows: readonly OrderCsvRow[], language: Language = 'en'): string {
  const headings = catalogueFor(language).details.csv.header;
  return stringify([...rows], {
    bom: true,
    header: true,
    columns: ORDER_CSV_HEADER.map((key, index) => ({ key, header: headings[index] ?? key })),
    cast: { string: (value, context) => spreadsheetCell(value, String(context.column ?? '')) },
    record_delimiter: 'windows',
  });
}
