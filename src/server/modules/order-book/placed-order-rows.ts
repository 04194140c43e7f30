import type { Kysely, Selectable } from 'kysely';
import { toIso } from '#server/db/database.ts';
import type {
  Database,
  PlacedOrderEventTable,
  PlacedOrderItemTable,
  PlacedOrderTable,
} from '#server/db/schema.ts';
import type { OrderDiscount } from '#shared/discount-codes.ts';
import {
  type AdminOrder,
  type AdminStatusChange,
  ORDER_BOOK_STATUSES,
  type OrderBookStatus,
  type PlacedOrderItem,
  type TrackedOrder,
} from '#shared/order-book.ts';
import { oneLineOrNull } from '#shared/plain-text.ts';
import { toOrderDelivery } from './order-delivery.ts';

export type PlacedOrderRow = Selectable<PlacedOrderTable>;
type ItemRow = Selectable<PlacedOrderItemTable>;
type EventRow = Selectable<PlacedOrderEventTable>;

export function toStatus(value: string): OrderBookStatus {
  const status = ORDER_BOOK_STATUSES.find((s) => s === value);
  if (!status) throw new Error(`unknown order status ${value}`);
  return status;
}

function toItem(row: ItemRow): PlacedOrderItem {
  return {
    productId: row.product_id,
    name: row.name,
    category: row.category === 'men' || row.category === 'women' ? row.category : 'unisex',
    size100mlQuantity: row.size_100ml_quantity,
    size100mlPriceCents: row.size_100ml_price_cents,
    size50mlQuantity: row.size_50ml_quantity,
    size50mlPriceCents: row.size_50ml_price_cents,
  };
}

/** Items and history of these orders, in two queries whatever their number. */
async function detailsOf(db: Kysely<Database>, orderIds: readonly string[]) {
  const items = new Map<string, PlacedOrderItem[]>();
  const events = new Map<string, EventRow[]>();
  if (orderIds.length === 0) return { items, events };
  const [itemRows, eventRows] = await Promise.all([
    db
      .selectFrom('placed_order_item')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('placed_order_event')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  for (const row of itemRows) items.set(row.order_id, [...(items.get(row.order_id) ?? []), toItem(row)]);
  for (const row of eventRows) events.set(row.order_id, [...(events.get(row.order_id) ?? []), row]);
  return { items, events };
}

function undoneIds(events: readonly EventRow[]): Set<string> {
  return new Set(events.flatMap((e) => (e.undoes_event_id ? [e.undoes_event_id] : [])));
}

function customerHistory(events: readonly EventRow[]): EventRow[] {
  const undone = undoneIds(events);
  return events.filter((e) => !e.undoes_event_id && !undone.has(e.id));
}

function adminHistory(events: readonly EventRow[]): AdminStatusChange[] {
  const undone = undoneIds(events);
  return events.map((e) => ({
    id: e.id,
    status: toStatus(e.status),
    at: toIso(e.created_at),
    reason: oneLineOrNull(e.reason),
    byEmail: e.by_email,
    previousStatus: e.previous_status === null ? null : toStatus(e.previous_status),
    undoesEventId: e.undoes_event_id,
    isUndone: undone.has(e.id),
  }));
}

export async function toTrackedOrders(
  db: Kysely<Database>,
  rows: readonly PlacedOrderRow[],
): Promise<TrackedOrder[]> {
  const { items, events } = await detailsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    reference: row.reference,
    trackingToken: row.tracking_token,
    createdAt: toIso(row.created_at),
    status: toStatus(row.status),
    items: items.get(row.id) ?? [],
    totalCents: row.total_cents,
    delivery: toOrderDelivery(row),
    discount: toOrderDiscount(row),
    // A change the owner took back, and the undo itself, were never news for the customer.
    history: customerHistory(events.get(row.id) ?? []).map((e) => ({
      status: toStatus(e.status),
      at: toIso(e.created_at),
      reason: e.reason,
    })),
  }));
}

export async function toAdminOrders(
  db: Kysely<Database>,
  rows: readonly PlacedOrderRow[],
): Promise<AdminOrder[]> {
  const { items, events } = await detailsOf(
    db,
    rows.map((r) => r.id),
  );
  const userIds = [...new Set(rows.flatMap((r) => (r.user_id ? [r.user_id] : [])))];
  const users =
    userIds.length === 0
      ? []
      : await db.selectFrom('user').select(['id', 'email']).where('id', 'in', userIds).execute();
  const emails = new Map(users.map((u) => [u.id, u.email]));
  return rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    createdAt: toIso(row.created_at),
    status: toStatus(row.status),
    items: items.get(row.id) ?? [],
    totalCents: row.total_cents,
    delivery: toOrderDelivery(row),
    discount: toOrderDiscount(row),
    location: row.location,
    // Each on one line for the owner, orders stored before the line rule included (docs/decisions/150).
    customer: {
      name: oneLineOrNull(row.customer_name),
      phone: oneLineOrNull(row.customer_phone),
      address: oneLineOrNull(row.customer_address),
    },
    accountEmail: row.user_id ? (emails.get(row.user_id) ?? null) : null,
    locale: row.locale,
    erasedAt: row.erased_at === null ? null : toIso(row.erased_at),
    trackingToken: row.tracking_token,
    history: adminHistory(events.get(row.id) ?? []),
  }));
}

function toOrderDiscount(row: PlacedOrderRow): OrderDiscount | null {
  return row.discount_code ? { code: row.discount_code, amountCents: row.discount_cents } : null;
}
