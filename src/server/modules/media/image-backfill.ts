import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '#server/db/schema.ts';
import { mediaUrl, PREVIEW_IMAGE, previewName } from '#shared/image-variants.ts';
import { hasAllVariants, writeImageVariants } from './image-variants.service.ts';
import { type MediaStorage, putUnlessStored } from './media.storage.ts';
import { previewCaptions, renderPreviewImage } from './preview-image.ts';

/**
 * Makes what older products lack, once, at start: the AVIF/WebP variants, the link preview and
 * the recorded image size (docs/decisions/081). A product whose files are complete costs a few
 * existence checks. Another process doing the same at once is harmless: a file it wrote first
 * is simply kept, without a warning (docs/decisions/156).
 */
export async function backfillProductImages(
  db: Kysely<Database>,
  media: MediaStorage,
  log: FastifyBaseLogger,
  /** The name the previews show: the owner's setting when the server starts. */
  shopName: string,
): Promise<number> {
  const rows = await db
    .selectFrom('product')
    .select(['id', 'name', 'name_ar', 'name_fr', 'brand', 'image_url', 'file_name', 'image_width'])
    .where('file_name', '<>', '')
    .execute();
  let made = 0;
  for (const row of rows) {
    if (row.image_url !== mediaUrl(row.file_name)) continue;
    const needsVariants = !(await hasAllVariants(media, row.file_name));
    // One preview per language: products saved before previews were drawn per language lack two.
    const captions = previewCaptions({ ...row, nameAr: row.name_ar, nameFr: row.name_fr });
    const missingPreviews = [];
    for (const caption of captions) {
      if (!(await media.exists(previewName(row.file_name, caption.language)))) missingPreviews.push(caption);
    }
    if (!needsVariants && missingPreviews.length === 0 && row.image_width !== null) continue;
    try {
      const original = await media.get(row.file_name);
      if (!original) continue;
      // Only what is missing is written, and a file another process wrote meanwhile is kept:
      // nothing is removed that a reader or the other process may be using.
      if (needsVariants) await writeImageVariants(media, row.file_name, original);
      for (const caption of missingPreviews) {
        const jpeg = await renderPreviewImage(original, caption, shopName);
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
    } catch (error) {
      log.warn({ err: error, fileName: row.file_name }, 'could not make the variants of an image');
    }
  }
  if (made > 0) log.info({ products: made }, 'image variants and previews made');
  return made;
}
