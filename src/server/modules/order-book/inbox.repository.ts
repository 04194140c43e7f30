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
    // A phone is searched only for what reads as one (digits, spaces, +, -, brackets): a reference
    // such as 98YYR7 must not find every phone holding "987".
    const digits = /^[\d\s+()-]+$/.test(q) ? q.replace(/\D/g, '').replace(/^0+/, '') : '';
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
 * newest first; with the count of orders still new and of those not received. The two parts are
 * read apart, each along the (status, created_at) or created_at index and only as far as the page
 * needs: one list sorted by "is it new" would sort every order on every request
 * (docs/decisions/197).
 */
export async function listInbox(db: Kysely<Database>, filter: InboxFilter): Promise<InboxPage> {
  const [matchingNew, total, fresh, notReceived] = await Promise.all([
    filter.status && filter.status !== 'new' ? 0 : countMatching(db, filter, 'new'),
    countMatching(db, filter),
    countNewOrders(db),
    countOrdersWithStatus(db, 'not_received'),
  ]);
  const offset = (filter.page - 1) * INBOX_PAGE_SIZE;
  const newest = (isNew: boolean) =>
    filtered(db, filter)
      .where('status', isNew ? '=' : '<>', 'new')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc');
  // New orders fill the page first; the others follow from where the new ones end.
  const newRows =
    offset < matchingNew ? await newest(true).limit(INBOX_PAGE_SIZE).offset(offset).execute() : [];
  const room = INBOX_PAGE_SIZE - newRows.length;
  const otherRows =
    room > 0 && filter.status !== 'new'
      ? await newest(false)
          .limit(room)
          .offset(Math.max(0, offset - matchingNew))
          .execute()
      : [];
  return {
    orders: await toAdminOrders(db, [...newRows, ...otherRows]),
    total,
    page: filter.page,
    pageSize: INBOX_PAGE_SIZE,
    newCount: fresh,
    notReceivedCount: notReceived,
  };
}

async function countMatching(db: Kysely<Database>, filter: InboxFilter, status?: 'new'): Promise<number> {
  const query = status ? filtered(db, filter).where('status', '=', status) : filtered(db, filter);
  const row = await query
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
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
