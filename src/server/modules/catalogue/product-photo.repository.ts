import type { Kysely, Transaction } from 'kysely';
import type { DatabaseKind } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { mediaUrl } from '#shared/image-variants.ts';
import type { ProductPhoto } from '#shared/product-photos.ts';

type Executor = Kysely<Database> | Transaction<Database>;

/** A photo as stored: on the product row (the main one) or in product_photo (docs/decisions/185). */
export interface StoredPhoto {
  fileName: string;
  width: number | null;
  height: number | null;
  backgroundRemoved: boolean;
}

function toPhoto(stored: StoredPhoto): ProductPhoto {
  return {
    id: stored.fileName,
    url: mediaUrl(stored.fileName),
    width: stored.width,
    height: stored.height,
    backgroundRemoved: stored.backgroundRemoved,
  };
}

/** The main photo from a product's own image, when it is a file the shop stored. */
function mainPhotoOf(product: {
  fileName: string;
  imageUrl: string;
  imageWidth: number | null;
  imageHeight: number | null;
  backgroundRemoved: boolean;
}): StoredPhoto | null {
  if (product.fileName === '' || product.imageUrl !== mediaUrl(product.fileName)) return null;
  return {
    fileName: product.fileName,
    width: product.imageWidth,
    height: product.imageHeight,
    backgroundRemoved: product.backgroundRemoved,
  };
}

/** Each product's photos after the main one, in order. */
async function extraPhotosOf(
  db: Executor,
  productIds: readonly string[],
): Promise<Map<string, StoredPhoto[]>> {
  const byProduct = new Map<string, StoredPhoto[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('product_photo')
    .selectAll()
    .where('product_id', 'in', [...productIds])
    .orderBy('product_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push({
      fileName: row.file_name,
      width: row.image_width,
      height: row.image_height,
      backgroundRemoved: row.background_removed === 1,
    });
    byProduct.set(row.product_id, list);
  }
  return byProduct;
}

type PhotoSource = Parameters<typeof mainPhotoOf>[0] & { id: string };

/** Adds each product's photos to the API shape, the main one first. */
export async function withPhotos<P extends PhotoSource>(
  db: Executor,
  products: readonly P[],
): Promise<(P & { photos: ProductPhoto[] })[]> {
  const extras = await extraPhotosOf(
    db,
    products.map((p) => p.id),
  );
  return products.map((product) => {
    const main = mainPhotoOf(product);
    const stored = [...(main ? [main] : []), ...(extras.get(product.id) ?? [])];
    return { ...product, photos: stored.map(toPhoto) };
  });
}

/**
 * A product's photos, main first, read inside the transaction about to change them. On PostgreSQL
 * the product row is locked, so two changes at once (two uploads near the limit) take turns;
 * SQLite runs one write transaction at a time anyway. Null when there is no such product.
 */
export async function lockPhotoSet(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  productId: string,
): Promise<{ name: string; photos: StoredPhoto[] } | null> {
  let query = trx
    .selectFrom('product')
    .select(['name', 'file_name', 'image_url', 'image_width', 'image_height', 'background_removed'])
    .where('id', '=', productId);
  if (kind === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const main = mainPhotoOf({
    fileName: row.file_name,
    imageUrl: row.image_url,
    imageWidth: row.image_width,
    imageHeight: row.image_height,
    backgroundRemoved: row.background_removed === 1,
  });
  const extras = (await extraPhotosOf(trx, [productId])).get(productId) ?? [];
  return { name: row.name, photos: [...(main ? [main] : []), ...extras] };
}

/**
 * Writes a product's whole set of photos in their new order: the first becomes the product's own
 * image (what every reader shows), the others the extra rows. `now` marks the product changed, so
 * its link preview's address changes with its main photo.
 */
export async function writePhotoSet(
  trx: Transaction<Database>,
  productId: string,
  photos: readonly StoredPhoto[],
  now: string,
): Promise<void> {
  const [main, ...extras] = photos;
  if (!main) throw new Error('a product keeps at least one photo');
  await trx
    .updateTable('product')
    .set({
      image_url: mediaUrl(main.fileName),
      file_name: main.fileName,
      image_width: main.width,
      image_height: main.height,
      background_removed: main.backgroundRemoved ? 1 : 0,
      updated_at: now,
    })
    .where('id', '=', productId)
    .execute();
  await trx.deleteFrom('product_photo').where('product_id', '=', productId).execute();
  if (extras.length === 0) return;
  await trx
    .insertInto('product_photo')
    .values(
      extras.map((photo, index) => ({
        file_name: photo.fileName,
        product_id: productId,
        position: index + 1,
        image_width: photo.width,
        image_height: photo.height,
        background_removed: photo.backgroundRemoved ? 1 : 0,
        created_at: now,
      })),
    )
    .execute();
}

/** The stored files of a product's extra photos, read before the product is deleted. */
export async function extraPhotoFileNames(db: Executor, productId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('product_photo')
    .select('file_name')
    .where('product_id', '=', productId)
    .execute();
  return rows.map((row) => row.file_name);
}
