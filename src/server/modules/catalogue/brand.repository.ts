import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { BRAND_NAMES, type Brand, brandLogoPath, slugifyBrand } from '#shared/brands.ts';

/** Adds any brand of the fixed list that the database lacks; never removes one (products refer to it). */
export async function syncBrands(db: Kysely<Database>): Promise<void> {
  const rows = BRAND_NAMES.map((name, index) => ({ slug: slugifyBrand(name), name, sort_order: index }));
  await db
    .insertInto('brand')
    .values(rows)
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet((eb) => ({ sort_order: eb.ref('excluded.sort_order') })),
    )
    .execute();
}

export async function listBrands(db: Kysely<Database>): Promise<Brand[]> {
  const rows = await db.selectFrom('brand').select(['name', 'slug']).orderBy('name').execute();
  return rows
    .map((r) => ({ name: r.name, slug: r.slug, logoUrl: brandLogoPath(r.slug) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export async function findBrandBySlug(db: Kysely<Database>, slug: string) {
  return db.selectFrom('brand').select(['name', 'slug']).where('slug', '=', slug).executeTakeFirst();
}

export async function isKnownBrand(db: Kysely<Database>, name: string): Promise<boolean> {
  const row = await db.selectFrom('brand').select('slug').where('name', '=', name).executeTakeFirst();
  return row !== undefined;
}
