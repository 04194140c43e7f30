import type { Kysely, Transaction } from 'kysely';
import type { ProductSaveFields } from '#shared/product.ts';
import type { DatabaseKind } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

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
): Promise<{ fileName: string } | null> {
  let query = trx.selectFrom('product').select('file_name').where('id', '=', id);
  if (kind === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? { fileName: row.file_name } : null;
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

/** Deletes the row; answers its image's file name, or null when there was no such product. */
export async function deleteProductRow(db: Db, id: string): Promise<{ fileName: string } | null> {
  const row = await db.deleteFrom('product').where('id', '=', id).returning('file_name').executeTakeFirst();
  return row ? { fileName: row.file_name } : null;
}
