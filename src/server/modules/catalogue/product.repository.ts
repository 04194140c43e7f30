import type { Kysely } from 'kysely';
import type { Category } from '#shared/constants.ts';
import type { Product } from '#shared/product.ts';
import { toIso } from '../../db/database.ts';
import type { Database, ProductRow } from '../../db/schema.ts';
import { imageSrcSet, mediaUrl } from '../media/media.storage.ts';
import { withStock } from '../stock/stock.repository.ts';

/** A product row in the API shape, before its stock is added (withStock). */
export function toProduct(row: ProductRow): Omit<Product, 'soldOutSizes'> {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as Category,
    brand: row.brand,
    style: row.style,
    imageUrl: row.image_url,
    imageSrcSet: row.file_name && row.image_url === mediaUrl(row.file_name) ? imageSrcSet(row.file_name) : '',
    fileName: row.file_name,
    backgroundRemoved: row.background_removed === 1,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

/** Products the storefront lists: only those having both an image and a name (SPEC §3), newest first. */
export async function listProducts(
  db: Kysely<Database>,
  options: { limit?: number | undefined } = {},
): Promise<Product[]> {
  let query = db
    .selectFrom('product')
    .selectAll()
    .where('image_url', '<>', '')
    .where('name', '<>', '')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return withStock(db, rows.map(toProduct));
}

export async function findProduct(db: Kysely<Database>, id: string): Promise<Product | null> {
  const row = await db.selectFrom('product').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [product] = await withStock(db, [toProduct(row)]);
  return product ?? null;
}

export async function countProducts(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
