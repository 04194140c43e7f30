import { type Kysely, sql } from 'kysely';
import { columnTypes, type DatabaseKind } from './column-types.ts';

export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('brand')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('product')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('men', 'women', 'unisex')`))
    .addColumn('brand', 'text', (c) => c.notNull().references('brand.name'))
    .addColumn('style', 'text')
    .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('background_removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await db.schema.createIndex('product_created_at_idx').on('product').column('created_at').execute();
}
