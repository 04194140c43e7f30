import { HttpError, notFound } from '#server/http-error.ts';
import { recordActivity } from '#server/modules/activity/activity.repository.ts';
import type { AdminForm } from '#server/modules/admin/admin-form.ts';
import {
  type AdminContext,
  assertImageSize,
  ImageFormFieldsSchema,
  nowIso,
  readBackWithPreview,
  removeQuietly,
  requireImage,
  validationError,
} from '#server/modules/admin/product-admin.service.ts';
import { findProduct } from '#server/modules/catalogue/product.repository.ts';
import {
  lockPhotoSet,
  type StoredPhoto,
  writePhotoSet,
} from '#server/modules/catalogue/product-photo.repository.ts';
import { type StoredImage, storeImage } from '#server/modules/media/image.service.ts';
import { isReorderOf, PRODUCT_PHOTOS_MAX } from '#shared/photo-order.ts';
import type { Product } from '#shared/product.ts';

const PRODUCT_GONE = () => notFound('PRODUCT_NOT_FOUND');
const PHOTO_UNKNOWN = () => notFound('PHOTO_NOT_FOUND');
const LIMIT_REACHED = () =>
  new HttpError(409, 'PHOTO_LIMIT_REACHED', undefined, undefined, { max: PRODUCT_PHOTOS_MAX });

type PhotoChange = (photos: StoredPhoto[]) => { photos: StoredPhoto[]; removed: string[] };

/**
 * One change to a product's photos, in one transaction: the set is read (and locked), changed,
 * checked and written back whole. Files a change drops are deleted only after it is committed; a
 * change that fails deletes the file it stored instead, so storage and rows never disagree.
 */
async function changePhotos(
  ctx: AdminContext,
  productId: string,
  change: PhotoChange,
  stored: StoredImage | null = null,
): Promise<Product> {
  let outcome: { removed: string[]; isNewMain: boolean };
  try {
    outcome = await ctx.db.transaction().execute(async (trx) => {
      const current = await lockPhotoSet(trx, ctx.kind, productId);
      if (!current) throw PRODUCT_GONE();
      const next = change(current.photos);
      if (next.photos.length > PRODUCT_PHOTOS_MAX) throw LIMIT_REACHED();
      await writePhotoSet(trx, productId, next.photos, nowIso());
      await recordActivity(trx, {
        actor: ctx.actor,
        kind: 'product',
        subject: current.name,
        detail: 'Updated image',
        record: { code: 'PRODUCT_UPDATED', params: { parts: ['image'] } },
      });
      return { removed: next.removed, isNewMain: next.photos[0]?.fileName !== current.photos[0]?.fileName };
    });
  } catch (error) {
    if (stored) await removeQuietly(ctx, stored.fileName);
    throw error;
  }
  for (const fileName of outcome.removed) await removeQuietly(ctx, fileName);
  // A new main photo gets its link previews drawn; another photo's change leaves them as they are.
  if (outcome.isNewMain) return readBackWithPreview(ctx, productId);
  const product = await findProduct(ctx.db, productId);
  if (!product) throw PRODUCT_GONE();
  return product;
}

function asStoredPhoto(image: StoredImage, backgroundRemoved: boolean): StoredPhoto {
  return { fileName: image.fileName, width: image.width, height: image.height, backgroundRemoved };
}

/** The form of an added or replaced photo: one image, and whether it is background-removed. */
function readPhotoForm(form: AdminForm) {
  assertImageSize(form.image);
  const parsed = ImageFormFieldsSchema.safeParse(form.fields);
  if (!parsed.success) throw validationError(parsed.error);
  return { image: requireImage(form), backgroundRemoved: parsed.data.backgroundRemoved };
}

/** Adds a photo after the others; refused once the perfume has PRODUCT_PHOTOS_MAX of them. */
export async function addPhoto(ctx: AdminContext, productId: string, form: AdminForm): Promise<Product> {
  const { image, backgroundRemoved } = readPhotoForm(form);
  // A quick look before the image work; the transaction checks again under the lock.
  const before = await ctx.db.transaction().execute((trx) => lockPhotoSet(trx, ctx.kind, productId));
  if (!before) throw PRODUCT_GONE();
  if (before.photos.length >= PRODUCT_PHOTOS_MAX) throw LIMIT_REACHED();
  const stored = await storeImage(ctx.media, image.data, image.fileName);
  const added = asStoredPhoto(stored, backgroundRemoved);
  return changePhotos(ctx, productId, (photos) => ({ photos: [...photos, added], removed: [] }), stored);
}

/**
 * Replaces one photo's picture in its place (the background-removal flow sends back the processed
 * picture); the old file and its variants are deleted once the change is committed.
 */
export async function replacePhoto(
  ctx: AdminContext,
  productId: string,
  photoId: string,
  form: AdminForm,
): Promise<Product> {
  const { image, backgroundRemoved } = readPhotoForm(form);
  const stored = await storeImage(ctx.media, image.data, image.fileName);
  const replacement = asStoredPhoto(stored, backgroundRemoved);
  return changePhotos(
    ctx,
    productId,
    (photos) => {
      if (!photos.some((photo) => photo.fileName === photoId)) throw PHOTO_UNKNOWN();
      return {
        photos: photos.map((photo) => (photo.fileName === photoId ? replacement : photo)),
        removed: [photoId],
      };
    },
    stored,
  );
}

/** Puts the photos in the order given (every one of the perfume's, once); the first is the main one. */
export async function reorderPhotos(
  ctx: AdminContext,
  productId: string,
  order: readonly string[],
): Promise<Product> {
  return changePhotos(ctx, productId, (photos) => {
    const current = photos.map((photo) => photo.fileName);
    if (!isReorderOf(order, current)) {
      throw new HttpError(400, 'PHOTO_ORDER_INVALID', undefined, [
        { path: 'body.photoIds', message: 'Send each of the perfume’s photos once.' },
      ]);
    }
    const byId = new Map(photos.map((photo) => [photo.fileName, photo]));
    return { photos: order.flatMap((id) => byId.get(id) ?? []), removed: [] };
  });
}

/** Removes a photo and its files; the next one becomes the main one. The last photo stays. */
export async function removePhoto(ctx: AdminContext, productId: string, photoId: string): Promise<Product> {
  return changePhotos(ctx, productId, (photos) => {
    if (!photos.some((photo) => photo.fileName === photoId)) throw PHOTO_UNKNOWN();
    if (photos.length === 1) throw new HttpError(409, 'PHOTO_LAST');
    return { photos: photos.filter((photo) => photo.fileName !== photoId), removed: [photoId] };
  });
}
