import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from './column-types.ts';

const STATUSES = `'new', 'confirmed', 'out_for_delivery', 'delivered', 'cancelled'`;
const STATUSES_NEXT = `${STATUSES}, 'not_received'`;

/**
 * Orders that never reached the shop and delivery fees (docs/decisions/143, 144):
 * - the status `not_received`, for an order still unconfirmed 48 hours after it was recorded;
 * - the delivery an order was placed with, as it was that day: pickup or an area (its names then),
 *   and the fee, which `total_cents` includes from now on (0 for every older order).
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (kind === 'postgres') {
    await sql`alter table placed_order drop constraint placed_order_status_check`.execute(db);
    await sql
      .raw(
        `alter table placed_order add constraint placed_order_status_check check (status in (${STATUSES_NEXT}))`,
      )
      .execute(db);
  } else {
    await widenSqliteStatusCheck(db);
  }

  // PostgreSQL runs the migration in a transaction already; SQLite's writer gets one here.
  const inOneTransaction = (work: (tx: Kysely<unknown>) => Promise<void>) =>
    kind === 'sqlite' ? db.transaction().execute(work) : work(db);
  await inOneTransaction(async (tx) => {
    await tx.schema.alterTable('placed_order').addColumn('delivery_method', 'text').execute();
    // JSON {"en","ar","fr"}: the area's names on the day of the order.
    await tx.schema.alterTable('placed_order').addColumn('delivery_area_names', 'text').execute();
    await tx.schema
      .alterTable('placed_order')
      .addColumn('delivery_fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    // The figures sum the fees apart: the covering index carries them too.
    await tx.schema.dropIndex('placed_order_figures_idx').execute();
    await tx.schema
      .createIndex('placed_order_figures_idx')
      .on('placed_order')
      .columns(['created_at', 'status', 'total_cents', 'delivery_fee_cents', 'id'])
      .execute();
  });
}

/**
 * SQLite cannot change a CHECK constraint: the table is made again with the wider one (after
 * https://sqlite.org/lang_altertable.html#otheralter). Foreign keys stay on (the shop's writer turns
 * them on and a migration cannot turn them off for it), so dropping the old table deletes every
 * order's lines and history: they are kept aside first and put back, all in one transaction.
 */
async function widenSqliteStatusCheck(db: Kysely<unknown>): Promise<void> {
  const table = await sql<{
    sql: string;
  }>`select sql from sqlite_schema where type = 'table' and name = 'placed_order'`.execute(db);
  const indexes = await sql<{
    sql: string;
  }>`select sql from sqlite_schema where type = 'index' and tbl_name = 'placed_order' and sql is not null`.execute(
    db,
  );
  const createSql = table.rows[0]?.sql;
  if (!createSql?.includes(`(${STATUSES})`)) throw new Error('placed_order is not as migration 0004 made it');
  const nextSql = createSql
    .replace(`(${STATUSES})`, `(${STATUSES_NEXT})`)
    .replace(/^create table "?placed_order"?/i, 'create table "placed_order_next"');

  await db.transaction().execute(async (trx) => {
    await sql.raw(nextSql).execute(trx);
    await sql`insert into placed_order_next select * from placed_order`.execute(trx);
    await sql`create temp table kept_order_item as select * from placed_order_item`.execute(trx);
    await sql`create temp table kept_order_event as select * from placed_order_event`.execute(trx);
    await sql`drop table placed_order`.execute(trx);
    await sql`alter table placed_order_next rename to placed_order`.execute(trx);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
    await sql`insert into placed_order_item select * from temp.kept_order_item`.execute(trx);
    await sql`insert into placed_order_event select * from temp.kept_order_event`.execute(trx);
    await sql`drop table temp.kept_order_item`.execute(trx);
    await sql`drop table temp.kept_order_event`.execute(trx);
    const broken = await sql`pragma foreign_key_check`.execute(trx);
    if (broken.rows.length > 0) throw new Error('placed_order rebuild broke a foreign key');
  });
}
