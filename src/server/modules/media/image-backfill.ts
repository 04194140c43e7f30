import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '#server/db/schema.ts';
import { mediaUrl, PREVIEW_IMAGE, previewName } from '#shared/image-variants.ts';
import { hasAllVariants, writeImageVariants } from './image-variants.service.ts';
import { type MediaStorage, putUnlessStored } from './media.storage.ts';
import { previewCaptions, renderPreviewImages } from './preview-image.ts';

/** A product whose stored picture lacks some of what is made from it. */
export interface PictureRow {
  id: string;
  name: string;
  file_name: string;
}

export interface BackfillOptions {
  /** After each product is done: `done` of the `total` found lacking something at start. */
  onProgress?(done: number, total: number): void;
  /** After a product's variants exist and its size is recorded: pages may now show them. */
  onMade?(): void;
  /** The original when it is not stored yet (the demo bottles, drawn after the shop listens). */
  originalFor?(row: PictureRow): Promise<Buffer | null>;
  /** Checked between products: the shop is closing. */
  isStopped?(): boolean;
}

/**
 * Makes what products lack: the AVIF/WebP variants, the link previews and the recorded image size
 * (docs/decisions/081), and the demo bottles' originals themselves (docs/decisions/196). The size
 * is recorded last: a product with a recorded size has its variants, which pages then offer. A
 * product whose files are complete costs a few existence checks. Another process doing the same at
 * once is harmless: a file it wrote first is simply kept, without a warning (docs/decisions/156).
 */
export async function backfillProductImages(
  db: Kysely<Database>,
  media: MediaStorage,
  log: FastifyBaseLogger,
  /** The name the previews show: the owner's setting when the server starts. */
  shopName: string,
  options: BackfillOptions = {},
): Promise<number> {
  const rows = await db
    .selectFrom('product')
    .select(['id', 'name', 'name_ar', 'name_fr', 'brand', 'image_url', 'file_name', 'image_width'])
    .where('file_name', '<>', '')
    .execute();
  const pending = [];
  for (const row of rows) {
    if (options.isStopped?.()) return 0;
    if (row.image_url !== mediaUrl(row.file_name)) continue;
    const needsVariants = !(await hasAllVariants(media, row.file_name));
    // One preview per language: products saved before previews were drawn per language lack two.
    const captions = previewCaptions({ ...row, nameAr: row.name_ar, nameFr: row.name_fr });
    const missingPreviews = [];
    for (const caption of captions) {
      if (!(await media.exists(previewName(row.file_name, caption.language)))) missingPreviews.push(caption);
    }
    if (!needsVariants && missingPreviews.length === 0 && row.image_width !== null) continue;
    pending.push({ row, needsVariants, missingPreviews });
  }
  let made = 0;
  for (const [index, { row, needsVariants, missingPreviews }] of pending.entries()) {
    if (options.isStopped?.()) break;
    try {
      const original = await storedOrDrawn(media, row, options);
      if (!original) continue;
      // Only what is missing is written, and a file another process wrote meanwhile is kept:
      // nothing is removed that a reader or the other process may be using.
      if (needsVariants) await writeImageVariants(media, row.file_name, original);
      for (const { caption, jpeg } of await renderPreviewImages(original, missingPreviews, shopName)) {
        await putUnlessStored(media, previewName(row.file_name, caption.language), jpeg, PREVIEW_IMAGE.type);
      }
      if (row.image_width === null) {
        const { width = null, height = null } = await sharp(original).metadata();
        await db
          .updateTable('product')
          .set({ image_width: width, image_height: height })
          .where('id', '=', row.id)
          .execute();
      }
      made += 1;
      options.onMade?.();
    } catch (error) {
      if (options.isStopped?.()) break;
      log.warn({ err: error, fileName: row.file_name }, 'could not make the variants of an image');
    } finally {
      options.onProgress?.(index + 1, pending.length);
    }
  }
  if (made > 0) log.info({ products: made }, 'image variants and previews made');
  return made;
}

async function storedOrDrawn(
  media: MediaStorage,
  row: PictureRow,
  options: BackfillOptions,
): Promise<Buffer | null> {
  const stored = await media.get(row.file_name);
  if (stored || !options.originalFor) return stored;
  const drawn = await options.originalFor(row);
  if (drawn) await putUnlessStored(media, row.file_name, drawn, 'image/png');
  // Another process may have drawn it first: what is stored is what every variant is made of.
  return drawn ? ((await media.get(row.file_name)) ?? drawn) : null;
}
