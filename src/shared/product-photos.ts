import { z } from 'zod';

import { PRODUCT_PHOTOS_MAX } from './photo-order.ts';

/**
 * A perfume's photos in the API (docs/decisions/185). A photo is named by its stored file name,
 * unique across the shop. The limit and the order's rules are in photo-order.ts (no zod: pages load it).
 */

/** Stored names are at most 200 characters (media.storage.ts). */
const PHOTO_ID_MAX = 200;

export const ProductPhotoSchema = z.object({
  /** The stored file name: the same photo keeps it when it moves or becomes the main one. */
  id: z.string(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  backgroundRemoved: z.boolean(),
});
export type ProductPhoto = z.infer<typeof ProductPhotoSchema>;

export const PhotoIdSchema = z.string().min(1).max(PHOTO_ID_MAX);

export const ProductPhotoParamsSchema = z.object({
  id: z.string().min(1).max(64),
  photoId: PhotoIdSchema,
});

/** PUT /api/admin/products/:id/photos/order: every photo of the perfume, the main one first. */
export const PhotoOrderSchema = z.strictObject({
  photoIds: z.array(PhotoIdSchema).min(1).max(PRODUCT_PHOTOS_MAX),
});
export type PhotoOrder = z.infer<typeof PhotoOrderSchema>;
