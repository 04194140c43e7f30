import { type Kysely, sql } from 'kysely';
import { columnTypes, type DatabaseKind } from './column-types.ts';

/**
 * Discount codes (docs/decisions/191, 192): the owner's codes with their uses counted, and the
 * discount each order was placed with (the code as applied and the amount, 0 for every older order,
 * whose `total_cents` already is what the customer pays).
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  // PostgreSQL runs the migration in a transaction already; SQLite's writer gets one here.
  if (db.isTransaction || kind === 'postgres') await apply(db, kind);
  else await db.transaction().execute((tx) => apply(tx, kind));
}

async function apply(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable('discount_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // In capitals: a customer's "eid10" finds "EID10".
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sqlIn('kind', ['percent', 'amount'])))
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('starts_on', 'text')
    .addColumn('ends_on', 'text')
    .addColumn('min_order_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('use_limit', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.alterTable('placed_order').addColumn('discount_code', 'text').execute();
  await db.schema
    .alterTable('placed_order')
    .addColumn('discount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('placed_order_discount_idx')
    .on('placed_order')
    .column('discount_code')
    .execute();
  // The figures sum the discounts too: the covering index carries them.
  await db.schema.dropIndex('placed_order_figures_idx').execute();
  await db.schema
    .createIndex('placed_order_figures_idx')
    .on('placed_order')
    .columns(['created_at', 'status', 'total_cents', 'delivery_fee_cents', 'discount_cents', 'id'])
    .execute();
}

function sqlIn(column: string, values: readonly string[]) {
  return sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);
}
