import { type Kysely, sql } from 'kysely';
import { columnTypes, type DatabaseKind } from './column-types.ts';

/**
 * Signed-in users' carts and orders (DESIGN §5). Selected sizes and order items are JSON text with
 * prices in integer cents; "order" is a reserved word, which Kysely quotes everywhere.
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);

  await db.schema
    .createTable('cart_item')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('men', 'women', 'unisex')`))
    .addColumn('selected_sizes', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('cart_item_user_product_unique', ['user_id', 'product_id'])
    .execute();
  await db.schema.createIndex('cart_item_product_id_idx').on('cart_item').column('product_id').execute();

  // Guest items already handed over at sign-in: a retried import skips them instead of adding twice.
  await db.schema
    .createTable('cart_import')
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('guest_item_id', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_import_pk', ['user_id', 'guest_item_id'])
    .execute();

  await db.schema
    .createTable('order')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending')`))
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('location', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('order_user_id_created_at_idx')
    .on('order')
    .columns(['user_id', 'created_at'])
    .execute();
}
