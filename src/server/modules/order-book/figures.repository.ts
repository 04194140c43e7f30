import { type Kysely, sql } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { Figures, PeriodFigures } from '#shared/order-book.ts';
import { addDays, startOfZonedDay, zonedDay } from '#shared/zoned-time.ts';

const TOP_PRODUCTS = 5;
type Count = number | string | bigint | null;

/**
 * Orders and revenue today, over 7 and 30 days (days of the shop's time zone, today included),
 * delivered and open apart, cancelled left out; and the best sellers of the 30 days by bottles.
 */
export async function orderFigures(db: Kysely<Database>, now: Date = new Date()): Promise<Figures> {
  const today = zonedDay(now);
  const since = {
    today: startOfZonedDay(today).toISOString(),
    days7: startOfZonedDay(addDays(today, -6)).toISOString(),
    days30: startOfZonedDay(addDays(today, -29)).toISOString(),
  };
  const periodSums = (key: keyof typeof since, status: 'delivered' | 'open') => {
    const isStatus = status === 'delivered' ? sql`status = 'delivered'` : sql`status <> 'delivered'`;
    return [
      sql<Count>`sum(case when created_at >= ${since[key]} and ${isStatus} then 1 else 0 end)`.as(
        `${key}_${status}_n`,
      ),
      sql<Count>`sum(case when created_at >= ${since[key]} and ${isStatus} then total_cents else 0 end)`.as(
        `${key}_${status}_c`,
      ),
    ];
  };
  const [sums, top] = await Promise.all([
    db
      .selectFrom('placed_order')
      .select([
        ...periodSums('today', 'delivered'),
        ...periodSums('today', 'open'),
        ...periodSums('days7', 'delivered'),
        ...periodSums('days7', 'open'),
        ...periodSums('days30', 'delivered'),
        ...periodSums('days30', 'open'),
      ])
      .where('created_at', '>=', since.days30)
      .where('status', '<>', 'cancelled')
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
      .where('o.status', '<>', 'cancelled')
      .groupBy('i.product_id')
      .orderBy(sql`sum(i.size_100ml_quantity) + sum(i.size_50ml_quantity)`, 'desc')
      .orderBy(sql`max(i.name)`)
      .limit(TOP_PRODUCTS)
      .execute(),
  ]);
  const row: Record<string, Count> = sums ?? {};
  const period = (key: keyof typeof since): PeriodFigures => ({
    delivered: {
      orders: Number(row[`${key}_delivered_n`] ?? 0),
      revenueCents: Number(row[`${key}_delivered_c`] ?? 0),
    },
    open: { orders: Number(row[`${key}_open_n`] ?? 0), revenueCents: Number(row[`${key}_open_c`] ?? 0) },
  });
  return {
    today: period('today'),
    days7: period('days7'),
    days30: period('days30'),
    topProducts: top.map((t) => ({
      productId: t.product_id,
      name: t.name,
      size100: Number(t.size100 ?? 0),
      size50: Number(t.size50 ?? 0),
      bottles: Number(t.size100 ?? 0) + Number(t.size50 ?? 0),
    })),
  };
}
