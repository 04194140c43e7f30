import type { Kysely } from 'kysely';
import type { DatabaseKind } from './column-types.ts';

/**
 * A product's name and description in Arabic and French, both optional (docs/decisions/124):
 * the storefront falls back to the default text where one is missing. Brands are not translated.
 */
export async function up(db: Kysely<unknown>, _kind: DatabaseKind): Promise<void> {
  for (const column of ['name_ar', 'name_fr', 'description_ar', 'description_fr']) {
    await db.schema.alterTable('product').addColumn(column, 'text').execute();
  }
}
