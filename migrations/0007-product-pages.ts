import type { Kysely } from 'kysely';
import type { DatabaseKind } from './column-types.ts';

/**
 * Product pages (docs/decisions/080-083): fragrance details, all optional, and the uploaded
 * image's size (for the admin's warning about small pictures). Lists are JSON text arrays.
 * Image variants and previews of existing products are made at the first start after this
 * migration (image-backfill.ts): files are not the database's business.
 */
export async function up(db: Kysely<unknown>, _kind: DatabaseKind): Promise<void> {
  const columns: [string, 'text' | 'integer', string | null][] = [
    ['concentration', 'text', null],
    ['scent_families', 'text', '[]'],
    ['top_notes', 'text', '[]'],
    ['heart_notes', 'text', '[]'],
    ['base_notes', 'text', '[]'],
    ['inspired_by', 'text', null],
    ['image_width', 'integer', null],
    ['image_height', 'integer', null],
  ];
  for (const [name, type, defaultValue] of columns) {
    await db.schema
      .alterTable('product')
      .addColumn(name, type, (c) => (defaultValue === null ? c : c.notNull().defaultTo(defaultValue)))
      .execute();
  }
}
