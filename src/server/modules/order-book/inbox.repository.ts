import { type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { type Result, refuse } from '#server/result.ts';
import {
  type AdminOrder,
  INBOX_PAGE_SIZE,
  type InboxPage,
  type OrderBookStatus,
} from '#shared/order-book.ts';
import { addDays, startOfZonedDay } from '#shared/zoned-time.ts';
import { toAdminOrders } from './placed-order-rows.ts';

export interface InboxFilter {
  status?: OrderBookStatus | undefined;
  /** Calendar days in the shop's time zone, both included. */
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  page: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filtered(db: Kysely<Database>, filter: InboxFilter) {
  let query = db.selectFrom('placed_order');
  // Orders that never reached the shop are hidden until asked for (docs/decisions/144).
  query = query.where('status', filter.status ? '=' : '<>', filter.status ?? 'not_received');
  if (filter.from) query = query.where('created_at', '>=', startOfZonedDay(filter.from).toISOString());
  if (filter.to) query = query.where('created_at', '<', startOfZonedDay(addDays(filter.to, 1)).toISOString());
  const q = filter.q?.trim();
  if (q) {
    const text = `%${escapeLike(q.toLowerCase())}%`;
    const digits = q.replace(/\D/g, '').replace(/^0+/, '');
    query = query.where((eb) =>
      eb.or([
        eb('reference', '=', q.toUpperCase()),
        eb(sql`lower(customer_name)`, 'like', sql`${text} escape '\\'`),
        ...(digits.length >= 3 ? [eb('customer_phone', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  return query;
}

/**
 * The owner's inbox, a page at a time: orders waiting for confirmation first, then the others, each
 * newest first; with the count of orders still new and of those not received.
 */
export async function listInbox(db: Kysely<Database>, filter: InboxFilter): Promise<InboxPage> {
  const [rows, total, fresh, notReceived] = await Promise.all([
    filtered(db, filter)
      .selectAll()
      .orderBy(sql`case when status = 'new' then 0 else 1 end`)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(INBOX_PAGE_SIZE)
      .offset((filter.page - 1) * INBOX_PAGE_SIZE)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .executeTakeFirstOrThrow(),
    countNewOrders(db),
    countOrdersWithStatus(db, 'not_received'),
  ]);
  return {
    orders: await toAdminOrders(db, rows),
    total: Number(total.n),
    page: filter.page,
    pageSize: INBOX_PAGE_SIZE,
    newCount: fresh,
    notReceivedCount: notReceived,
  };
}

export function countNewOrders(db: Kysely<Database>): Promise<number> {
  return countOrdersWithStatus(db, 'new');
}

async function countOrdersWithStatus(db: Kysely<Database>, status: OrderBookStatus): Promise<number> {
  const row = await db
    .selectFrom('placed_order')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .where('status', '=', status)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findAdminOrder(db: Kysely<Database>, id: string): Promise<AdminOrder | null> {
  const row = await db.selectFrom('placed_order').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [order] = await toAdminOrders(db, [row]);
  return order ?? null;
}

export async function foundOrder(db: Kysely<Database>, id: string): Promise<Result<AdminOrder>> {
  const order = await findAdminOrder(db, id);
  return order ? { ok: true, value: order } : refuse('ORDER_NOT_FOUND');
}

/** Erases the customer's name, phone, address and location; the items and totals stay for the books. */
export async function eraseCustomerData(db: Kysely<Database>, id: string): Promise<Result<AdminOrder>> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable('placed_order')
    .set({
      customer_name: null,
      customer_phone: null,
      customer_address: null,
      location: null,
      erased_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return refuse('ORDER_NOT_FOUND');
  return foundOrder(db, id);
}
