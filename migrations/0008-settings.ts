import { type Kysely, sql } from 'kysely';
import { columnTypes, type DatabaseKind } from './column-types.ts';

/**
 * The owner's settings (one JSON document per form section), sold-out sizes per product, and the
 * activity log of admin changes.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);

  await db.schema
    .createTable('shop_setting')
    .addColumn('section', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  // A row means "sold out"; no row is the default "In stock".
  await db.schema
    .createTable('sold_out_size')
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('size', 'text', (c) => c.notNull().check(sql`size in ('100', '50')`))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('sold_out_size_pk', ['product_id', 'size'])
    .execute();

  // The actor's email is copied: the log still reads right after the account is gone.
  await db.schema
    .createTable('activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text')
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('setting', 'product', 'stock', 'role')`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('activity_created_at_idx')
    .on('activity')
    .columns(['created_at', 'id'])
    .execute();
}
