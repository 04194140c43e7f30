import { type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { Figures, PeriodFigures } from '#shared/order-book.ts';
import { addDays, startOfZonedDay, zonedDay } from '#shared/zoned-time.ts';

const TOP_PRODUCTS = 5;
type Count = number | string | bigint | null;

/** Which orders each figure counts: revenue only from orders the owner confirmed (docs/decisions/144). */
const BUCKETS = {
  delivered: sql`status = 'delivered'`,
  open: sql`status in ('confirmed', 'out_for_delivery')`,
  waiting: sql`status = 'new'`,
} as const;
type Bucket = keyof typeof BUCKETS;

/**
 * Orders and revenue today, over 7 and 30 days (days of the shop's time zone, today included):
 * delivered, open and still waiting for confirmation apart, each with its delivery fees; cancelled
 * and not received left out; and the best sellers of the 30 days by bottles.
 */
export async function orderFigures(db: Kysely<Database>, now: Date = new Date()): Promise<Figures> {
  const today = zonedDay(now);
  const since = {
    today: startOfZonedDay(today).toISOString(),
    days7: startOfZonedDay(addDays(today, -6)).toISOString(),
    days30: startOfZonedDay(addDays(today, -29)).toISOString(),
  };
  const periodSums = (key: keyof typeof since, bucket: Bucket) => {
    const isIn = sql`created_at >= ${since[key]} and ${BUCKETS[bucket]}`;
    return [
      sql<Count>`sum(case when ${isIn} then 1 else 0 end)`.as(`${key}_${bucket}_n`),
      sql<Count>`sum(case when ${isIn} then total_cents else 0 end)`.as(`${key}_${bucket}_c`),
      sql<Count>`sum(case when ${isIn} then delivery_fee_cents else 0 end)`.as(`${key}_${bucket}_d`),
      sql<Count>`sum(case when ${isIn} then discount_cents else 0 end)`.as(`${key}_${bucket}_x`),
    ];
  };
  const keys = Object.keys(since) as (keyof typeof since)[];
  const buckets = Object.keys(BUCKETS) as Bucket[];
  const [sums, top, codes] = await Promise.all([
    db
      .selectFrom('placed_order')
      .select(keys.flatMap((key) => buckets.flatMap((bucket) => periodSums(key, bucket))))
      .where('created_at', '>=', since.days30)
      .where('status', 'not in', ['cancelled', 'not_received'])
      .executeTakeFirst(),
    // Orders of the period first, then their lines (a cross join keeps SQLite's planner from walking
    // every line of every order by product).
    db
      .selectFrom('placed_order as o')
      .crossJoin('placed_order_item as i')
      .whereRef('i.order_id', '=', 'o.id')
      .select((eb) => [
        'i.product_id',
        eb.fn.max('i.name').as('name'),
        eb.fn.sum<Count>('i.size_100ml_quantity').as('size100'),
        eb.fn.sum<Count>('i.size_50ml_quantity').as('size50'),
      ])
      .where('o.created_at', '>=', since.days30)
      .where('o.status', 'not in', ['cancelled', 'not_received'])
      .groupBy('i.product_id')
      .orderBy(sql`sum(i.size_100ml_quantity) + sum(i.size_50ml_quantity)`, 'desc')
      .orderBy(sql`max(i.name)`)
      .limit(TOP_PRODUCTS)
      .execute(),
    db
      .selectFrom('placed_order')
      .select((eb) => [
        'discount_code',
        eb.fn.countAll<number | string | bigint>().as('orders'),
        eb.fn.sum<Count>('discount_cents').as('cents'),
      ])
      .where('created_at', '>=', since.days30)
      .where('status', 'not in', ['cancelled', 'not_received'])
      .where('discount_code', 'is not', null)
      .groupBy('discount_code')
      .orderBy(sql`count(*)`, 'desc')
      .orderBy('discount_code')
      .execute(),
  ]);
  const row: Record<string, Count> = sums ?? {};
  const figure = (key: keyof typeof since, bucket: Bucket) => ({
    orders: Number(row[`${key}_${bucket}_n`] ?? 0),
    revenueCents: Number(row[`${key}_${bucket}_c`] ?? 0),
    deliveryCents: Number(row[`${key}_${bucket}_d`] ?? 0),
    discountCents: Number(row[`${key}_${bucket}_x`] ?? 0),
  });
  const period = (key: keyof typeof since): PeriodFigures => ({
    delivered: figure(key, 'delivered'),
    open: figure(key, 'open'),
    waiting: figure(key, 'waiting'),
  });
  return {
    today: period('today'),
    days7: period('days7'),
    days30: period('days30'),
    discountCodes: codes.map((c) => ({
      code: c.discount_code ?? '',
      orders: Number(c.orders ?? 0),
      discountCents: Number(c.cents ?? 0),
    })),
    topProducts: top.map((t) => ({
      productId: t.product_id,
      name: t.name,
      size100: Number(t.size100 ?? 0),
      size50: Number(t.size50 ?? 0),
      bottles: Number(t.size100 ?? 0) + Number(t.size50 ?? 0),
    })),
  };
}
