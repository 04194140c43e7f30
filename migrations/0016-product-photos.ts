import type { Kysely } from 'kysely';
import { columnTypes, type DatabaseKind } from './column-types.ts';

/**
 * A perfume's photos after the main one (docs/decisions/185). The main photo stays the image on the
 * product row, so every perfume's existing image is already its photo 1 and nothing is copied; a
 * perfume's photos go with it when it is deleted (its files are removed by the shop, not here).
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  if (db.isTransaction) await apply(db, kind);
  else await db.transaction().execute((tx) => apply(tx, kind));
}

async function apply(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  const t = columnTypes(kind);
  await db.schema
    .createTable('product_photo')
    .addColumn('file_name', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('product.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('image_width', 'integer')
    .addColumn('image_height', 'integer')
    .addColumn('background_removed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('product_photo_position_unique', ['product_id', 'position'])
    .execute();
}
