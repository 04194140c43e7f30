import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { DatabaseKind } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { HttpError, notFound } from '#server/http-error.ts';
import { type Actor, recordActivity } from '#server/modules/activity/activity.repository.ts';
import { listBrands } from '#server/modules/catalogue/brand.repository.ts';
import {
  deleteProductRow,
  findProduct,
  insertProduct,
  lockProductImage,
  type ProductImage,
  updateProductRow,
} from '#server/modules/catalogue/product.repository.ts';
import { extraPhotoFileNames } from '#server/modules/catalogue/product-photo.repository.ts';
import { type StoredImage, storeImage } from '#server/modules/media/image.service.ts';
import type { MediaStorage } from '#server/modules/media/media.storage.ts';
import { writePreviewImages } from '#server/modules/media/preview-image.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import {
  checkSaveRules,
  type Product,
  ProductFormFieldsSchema,
  type ProductSaveFields,
} from '#shared/product.ts';
import type { AdminForm, UploadedImage } from './admin-form.ts';

const EN = catalogueFor('en');

export interface AdminContext {
  db: Kysely<Database>;
  kind: DatabaseKind;
  media: MediaStorage;
  log: FastifyBaseLogger;
  /** Who makes the change: each one writes its activity line in the same transaction. */
  actor: Actor;
  /** The shop's name as the owner set it, for the link preview (docs/decisions/166). */
  shopName: string;
}

const PRODUCT_GONE = () => notFound('PRODUCT_NOT_FOUND');

/**
 * Creates a product from a whole form: every rule first, then the image is stored, then the row
 * is inserted; if the insert fails the new files are removed again, so a failed save leaves
 * neither an orphan file nor a row.
 */
export async function createProductFromForm(ctx: AdminContext, form: AdminForm): Promise<Product> {
  const fields = await validateProductForm(ctx.db, form);
  const image = requireImage(form);
  const stored = await storeImage(ctx.media, image.data, image.fileName);
  const id = randomUUID();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertProduct(trx, id, fields, asProductImage(stored, fields.backgroundRemoved), nowIso());
      await recordProductActivity(trx, ctx.actor, fields.name, 'Added');
    });
  } catch (error) {
    await removeQuietly(ctx, stored.fileName);
    throw error;
  }
  return readBackWithPreview(ctx, id);
}

/**
 * Updates a product's fields and, when the form carries one, its image. The old image is deleted
 * only after the new row is committed; a failed update removes the new image instead.
 */
export async function updateProductFromForm(
  ctx: AdminContext,
  id: string,
  form: AdminForm,
): Promise<Product> {
  const fields = await validateProductForm(ctx.db, form);
  if (!(await findProduct(ctx.db, id))) throw PRODUCT_GONE();
  const stored = form.image ? await storeImage(ctx.media, form.image.data, form.image.fileName) : null;
  return commitImageChange(ctx, id, stored, {
    fields,
    ...(stored ? { image: asProductImage(stored, fields.backgroundRemoved) } : {}),
  });
}

export const ImageFormFieldsSchema = z.strictObject({
  backgroundRemoved: ProductFormFieldsSchema.shape.backgroundRemoved,
});

/** Replaces only a product's image (with the background-removed flag of that image). */
export async function replaceProductImageFromForm(
  ctx: AdminContext,
  id: string,
  form: AdminForm,
): Promise<Product> {
  assertImageSize(form.image);
  const parsed = ImageFormFieldsSchema.safeParse(form.fields);
  if (!parsed.success) throw validationError(parsed.error);
  const image = requireImage(form);
  if (!(await findProduct(ctx.db, id))) throw PRODUCT_GONE();
  const stored = await storeImage(ctx.media, image.data, image.fileName);
  return commitImageChange(ctx, id, stored, {
    image: asProductImage(stored, parsed.data.backgroundRemoved),
  });
}

/** Deletes the row, then (once that is committed) its image and its other photos. */
export async function deleteProductAndImage(ctx: AdminContext, id: string): Promise<void> {
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    const extraPhotos = await extraPhotoFileNames(trx, id);
    const row = await deleteProductRow(trx, id);
    if (row) await recordProductActivity(trx, ctx.actor, row.name, 'Deleted');
    return row ? { ...row, extraPhotos } : null;
  });
  if (!deleted) throw PRODUCT_GONE();
  for (const fileName of [deleted.fileName, ...deleted.extraPhotos]) await removeQuietly(ctx, fileName);
}

/**
 * SPEC §5 rules 3 to 5 in order (brand chosen, brand known, image at most 2 MB), then the
 * fields themselves (name, description, category, style), exactly as the form checks them.
 */
async function validateProductForm(db: Kysely<Database>, form: AdminForm): Promise<ProductSaveFields> {
  // Compared in memory: a hostile brand string never reaches a query.
  const known = new Set((await listBrands(db)).map((b) => b.name));
  const violation = checkSaveRules({ brand: form.fields.brand, imageBytes: form.image?.size }, (name) =>
    known.has(name),
  );
  if (violation) {
    throw new HttpError(violation.code === 'IMAGE_TOO_LARGE' ? 413 : 400, violation.code, violation.message);
  }
  const parsed = ProductFormFieldsSchema.safeParse(form.fields);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export function requireImage(form: AdminForm): UploadedImage {
  if (!form.image) throw new HttpError(400, 'IMAGE_REQUIRED', EN.admin.imageRequired);
  return form.image;
}

export function assertImageSize(image: UploadedImage | null): void {
  const violation = checkSaveRules({ brand: '-', imageBytes: image?.size }, () => true);
  if (violation) throw new HttpError(413, violation.code, violation.message);
}

export function validationError(error: z.ZodError): HttpError {
  const issues = error.issues.map((issue) => ({
    path: ['body', ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  return new HttpError(400, 'VALIDATION_FAILED', issues[0]?.message ?? 'Invalid form.', issues);
}

async function commitImageChange(
  ctx: AdminContext,
  id: string,
  stored: StoredImage | null,
  changes: Parameters<typeof updateProductRow>[2],
): Promise<Product> {
  let oldFileName: string;
  try {
    oldFileName = await ctx.db.transaction().execute(async (trx) => {
      const current = await lockProductImage(trx, ctx.kind, id);
      // Deleted by someone else since the check above.
      if (!current) throw PRODUCT_GONE();
      await updateProductRow(trx, id, changes, nowIso());
      const parts = (['details', 'image'] as const).filter((part) =>
        part === 'details' ? changes.fields : changes.image,
      );
      await recordActivity(trx, {
        actor: ctx.actor,
        kind: 'product',
        subject: current.name,
        detail: `Updated ${parts.join(' and ')}`,
        record: { code: 'PRODUCT_UPDATED', params: { parts } },
      });
      return current.fileName;
    });
  } catch (error) {
    if (stored) await removeQuietly(ctx, stored.fileName);
    throw error;
  }
  if (stored && oldFileName !== stored.fileName) await removeQuietly(ctx, oldFileName);
  return readBackWithPreview(ctx, id);
}

/** A product added or deleted, in the activity log: written in the change's own transaction. */
async function recordProductActivity(
  trx: Transaction<Database>,
  actor: Actor,
  subject: string,
  change: 'Added' | 'Deleted',
): Promise<void> {
  await recordActivity(trx, {
    actor,
    kind: 'product',
    subject,
    detail: change,
    record: { code: change === 'Added' ? 'PRODUCT_ADDED' : 'PRODUCT_DELETED', params: {} },
  });
}

function asProductImage(stored: StoredImage, backgroundRemoved: boolean): ProductImage {
  return { ...stored, backgroundRemoved };
}

async function readBack(ctx: AdminContext, id: string): Promise<Product> {
  const product = await findProduct(ctx.db, id);
  if (!product) throw PRODUCT_GONE();
  return product;
}

/**
 * The saved product, after its link previews are redrawn, one per language (its picture, a
 * name or the brand may have changed). A preview that fails is logged: the save itself has succeeded, and the next start
 * makes any missing preview.
 */
export async function readBackWithPreview(ctx: AdminContext, id: string): Promise<Product> {
  const product = await readBack(ctx, id);
  await redrawLinkPreviews(ctx, product);
  return product;
}

/** A perfume's link previews drawn again (its name or brand changed); a failure is only logged. */
export async function redrawLinkPreviews(
  ctx: Pick<AdminContext, 'media' | 'log' | 'shopName'>,
  product: Product,
): Promise<void> {
  try {
    const original = await ctx.media.get(product.fileName);
    if (original) {
      await writePreviewImages(ctx.media, product.fileName, original, product, ctx.shopName);
    }
  } catch (error) {
    ctx.log.warn({ err: error, fileName: product.fileName }, 'could not draw the link preview');
  }
}

/** SPEC §8: failing to delete an old image is only logged; the save itself has succeeded. */
export async function removeQuietly(
  ctx: Pick<AdminContext, 'media' | 'log'>,
  fileName: string,
): Promise<void> {
  if (!fileName) return;
  try {
    await ctx.media.remove(fileName);
  } catch (error) {
    ctx.log.warn({ err: error, fileName }, 'could not delete an image');
  }
}

export function nowIso(): string {
  return new Date().toISOString();
}
