import { type Kysely, sql } from 'kysely';
import { columnTypes, type DatabaseKind } from './column-types.ts';

/**
 * Stock that counts (docs/decisions/189): a row in `size_stock` means the owner counts that size's
 * bottles; no row leaves the size to the sold-out switch as before. `order_stock_take` keeps what an
 * order's confirmation took from each count, so that a cancellation gives back exactly that, once.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);

  await db.schema
    .createTable('size_stock')
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('size', 'text', (c) => c.notNull().check(sql`size in ('100', '50')`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('size_stock_pk', ['product_id', 'size'])
    .execute();

  // No reference to the product: a perfume deleted after the order keeps the order's record whole.
  await db.schema
    .createTable('order_stock_take')
    .addColumn('order_id', 'text', (c) => c.notNull().references('placed_order.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull().check(sql`size in ('100', '50')`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('order_stock_take_pk', ['order_id', 'product_id', 'size'])
    .execute();
}
