import type { Kysely, Transaction } from 'kysely';
import { type DatabaseKind, toIso } from '#server/db/database.ts';
import type { Database, ProductRow } from '#server/db/schema.ts';
import { withSizePrices } from '#server/modules/product-prices/product-prices.repository.ts';
import { withStock } from '#server/modules/stock/stock.repository.ts';
import type { Category } from '#shared/constants.ts';
import { isConcentration, isScentFamily } from '#shared/fragrance.ts';
import { mediaUrl } from '#shared/image-variants.ts';
import type { Product, ProductSaveFields } from '#shared/product.ts';
import { imageSrcSet, previewImageUrl } from '#shared/product-image.ts';
import { idPrefixOf, productPath } from '#shared/product-path.ts';
import { withPhotos } from './product-photo.repository.ts';

/** A JSON text array of strings; anything else reads as empty. */
function readList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** A product row in the API shape, before its stock, own prices and photos are added (withStockAndPrices, withPhotos). */
export function toProduct(row: ProductRow): Omit<Product, 'soldOutSizes' | 'sizePrices' | 'photos'> {
  // Variants and a preview exist only for an image the shop stored itself, once its size is
  // recorded: the size is written after them (docs/decisions/196), so until then pages show the
  // original picture.
  const isStored =
    row.file_name !== '' && row.image_url === mediaUrl(row.file_name) && row.image_width !== null;
  const updatedAt = toIso(row.updated_at);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category as Category,
    brand: row.brand,
    style: row.style,
    imageUrl: row.image_url,
    imageSrcSet: isStored ? imageSrcSet(row.image_url, 'webp') : '',
    imageAvifSrcSet: isStored ? imageSrcSet(row.image_url, 'avif') : '',
    imageWidth: row.image_width,
    imageHeight: row.image_height,
    previewImageUrl: isStored ? previewImageUrl(row.image_url, String(Date.parse(updatedAt))) : '',
    path: productPath(row),
    fileName: row.file_name,
    backgroundRemoved: row.background_removed === 1,
    createdAt: toIso(row.created_at),
    updatedAt,
    concentration: row.concentration && isConcentration(row.concentration) ? row.concentration : null,
    scentFamilies: readList(row.scent_families).filter(isScentFamily),
    topNotes: readList(row.top_notes),
    heartNotes: readList(row.heart_notes),
    baseNotes: readList(row.base_notes),
    inspiredBy: row.inspired_by,
    nameAr: row.name_ar,
    nameFr: row.name_fr,
    descriptionAr: row.description_ar,
    descriptionFr: row.description_fr,
  };
}

/** Adds what is kept beside the product row: its sold-out sizes and its own prices. */
async function withStockAndPrices(
  db: Kysely<Database>,
  products: readonly Omit<Product, 'soldOutSizes' | 'sizePrices'>[],
): Promise<Product[]> {
  return withSizePrices(db, await withStock(db, products));
}

export interface ProductListOptions {
  limit?: number | undefined;
  /** Rows skipped before the first answered (with a limit: a page). */
  offset?: number | undefined;
  ids?: readonly string[] | undefined;
  /** One brand's perfumes only (the admin list, docs/decisions/202). */
  brand?: string | undefined;
}

/** Products the storefront lists: only those having both an image and a name (SPEC §3), newest first. */
export async function listProducts(
  db: Kysely<Database>,
  options: ProductListOptions = {},
): Promise<Product[]> {
  let query = db
    .selectFrom('product')
    .selectAll()
    .where('image_url', '<>', '')
    .where('name', '<>', '')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  if (options.ids !== undefined) query = query.where('id', 'in', [...options.ids]);
  if (options.brand !== undefined) query = query.where('brand', '=', options.brand);
  const rows = await query.execute();
  return withStockAndPrices(db, await withPhotos(db, rows.map(toProduct)));
}

export async function findProduct(db: Kysely<Database>, id: string): Promise<Product | null> {
  const row = await db.selectFrom('product').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [product] = await withStockAndPrices(db, await withPhotos(db, [toProduct(row)]));
  return product ?? null;
}

/**
 * The listed product (image and name present) a product page's short id names, or null. The
 * short id is the start of the product's UUID; two products sharing it would need 48 equal bits.
 */
export async function findProductByShortId(db: Kysely<Database>, shortId: string): Promise<Product | null> {
  const row = await db
    .selectFrom('product')
    .selectAll()
    .where('id', 'like', `${idPrefixOf(shortId)}%`)
    .where('image_url', '<>', '')
    .where('name', '<>', '')
    .orderBy('created_at')
    .executeTakeFirst();
  if (!row) return null;
  const [product] = await withStockAndPrices(db, await withPhotos(db, [toProduct(row)]));
  return product ?? null;
}

/** Every listed product's page and when it last changed, for the sitemap. */
export async function listProductPages(db: Kysely<Database>): Promise<{ path: string; updatedAt: string }[]> {
  const rows = await db
    .selectFrom('product')
    .select(['id', 'name', 'updated_at'])
    .where('image_url', '<>', '')
    .where('name', '<>', '')
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((row) => ({ path: productPath(row), updatedAt: toIso(row.updated_at) }));
}

export async function countProducts(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('product')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

// --- Writes (the admin's catalogue manager) ---------------------------------------------------

type Db = Kysely<Database> | Transaction<Database>;

export interface ProductImage {
  url: string;
  fileName: string;
  backgroundRemoved: boolean;
  width: number;
  height: number;
}

type ProductText = Omit<ProductSaveFields, 'backgroundRemoved'>;

function textColumns(fields: ProductText) {
  return {
    name: fields.name,
    description: fields.description,
    category: fields.category,
    brand: fields.brand,
    style: fields.style,
    concentration: fields.concentration,
    scent_families: JSON.stringify(fields.scentFamilies),
    top_notes: JSON.stringify(fields.topNotes),
    heart_notes: JSON.stringify(fields.heartNotes),
    base_notes: JSON.stringify(fields.baseNotes),
    inspired_by: fields.inspiredBy,
    name_ar: fields.nameAr,
    name_fr: fields.nameFr,
    description_ar: fields.descriptionAr,
    description_fr: fields.descriptionFr,
  };
}

function imageColumns(image: ProductImage) {
  return {
    image_url: image.url,
    file_name: image.fileName,
    background_removed: image.backgroundRemoved ? 1 : 0,
    image_width: image.width,
    image_height: image.height,
  };
}

export async function insertProduct(
  db: Db,
  id: string,
  fields: ProductText,
  image: ProductImage,
  now: string,
): Promise<void> {
  await db
    .insertInto('product')
    .values({
      id,
      ...textColumns(fields),
      ...imageColumns(image),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/**
 * The stored image of a product, read inside the transaction that is about to change it. On
 * PostgreSQL the row is locked, so two concurrent replacements cannot both think they are
 * replacing the same old file (SQLite runs one write transaction at a time anyway).
 */
export async function lockProductImage(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  id: string,
): Promise<{ fileName: string; name: string } | null> {
  let query = trx.selectFrom('product').select(['file_name', 'name']).where('id', '=', id);
  if (kind === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { fileName: row.file_name, name: row.name } : null;
}

export async function updateProductRow(
  db: Db,
  id: string,
  changes: { fields?: ProductText; image?: ProductImage },
  now: string,
): Promise<void> {
  const { fields, image } = changes;
  await db
    .updateTable('product')
    .set({
      ...(fields ? textColumns(fields) : {}),
      ...(image ? imageColumns(image) : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
}

/** Deletes the row; answers its name and image's file name, or null when there was no such product. */
export async function deleteProductRow(
  db: Db,
  id: string,
): Promise<{ fileName: string; name: string } | null> {
  const row = await db
    .deleteFrom('product')
    .where('id', '=', id)
    .returning(['file_name', 'name'])
    .executeTakeFirst();
  return row ? { fileName: row.file_name, name: row.name } : null;
}
