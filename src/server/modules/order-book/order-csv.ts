import { stringify } from 'csv-stringify/sync';
import type { Kysely } from 'kysely';
import { toIso } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import type { OrderDelivery } from '#shared/delivery-types.ts';
import { oneLineOrNull } from '#shared/plain-text.ts';
import { addDays, SHOP_TIME_ZONE, startOfZonedDay } from '#shared/zoned-time.ts';
import { toOrderDelivery } from './order-delivery.ts';

export const ORDER_CSV_HEADER = [
  'Reference',
  'Placed at',
  'Status',
  'Customer name',
  'Phone',
  'Address or landmark',
  'Location',
  'Perfume',
  'Category',
  '100ml quantity',
  '100ml unit price',
  '50ml quantity',
  '50ml unit price',
  'Line total',
  'Delivery',
  'Delivery fee',
  'Order total',
] as const;

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
): Promise<OrderCsvRow[]> {
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
    Status: r.status,
    'Customer name': oneLineOrNull(r.customer_name) ?? '',
    Phone: oneLineOrNull(r.customer_phone) ?? '',
    'Address or landmark': oneLineOrNull(r.customer_address) ?? '',
    Location: r.location ?? '',
    Perfume: r.name,
    Category: r.category,
    '100ml quantity': r.size_100ml_quantity,
    '100ml unit price': dollars(r.size_100ml_price_cents),
    '50ml quantity': r.size_50ml_quantity,
    '50ml unit price': dollars(r.size_50ml_price_cents),
    'Line total': dollars(
      r.size_100ml_quantity * r.size_100ml_price_cents + r.size_50ml_quantity * r.size_50ml_price_cents,
    ),
    Delivery: deliveryCell(toOrderDelivery(r)),
    'Delivery fee': r.delivery_method ? dollars(r.delivery_fee_cents) : '',
    'Order total': dollars(r.total_cents),
  }));
}

/** The area's English name, or "Pickup"; empty for an order placed while the shop listed no areas. */
function deliveryCell(delivery: OrderDelivery | null): string {
  if (!delivery) return '';
  return delivery.areaNames ? delivery.areaNames.en : 'Pickup';
}

/**
 * The rows as CSV: a byte-order mark so that a spreadsheet reads Arabic names as UTF-8, and any
 * cell that a spreadsheet would run as a formula (=, +, -, @ …) prefixed with a quote.
 */
export function toOrderCsv(rows: readonly OrderCsvRow[]): string {
  return stringify([...rows], {
    bom: true,
    header: true,
    columns: [...ORDER_CSV_HEADER],
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}
