import { z } from 'zod';
import { CATEGORIES, PRODUCT_LIST_LIMIT_MAX } from './constants.ts';

export const CategorySchema = z.enum(CATEGORIES);

/** A perfume as the API returns it (SPEC §3 Product, camelCase). */
export const ProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: CategorySchema,
  brand: z.string(),
  style: z.string().nullable(),
  imageUrl: z.string(),
  /** Responsive WebP variants of the image, as an `<img srcset>` value ('' when none exist). */
  imageSrcSet: z.string(),
  fileName: z.string(),
  backgroundRemoved: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListSchema = z.array(ProductSchema);

export const ProductListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PRODUCT_LIST_LIMIT_MAX).optional(),
});

export const ProductIdParamsSchema = z.object({
  id: z.string().min(1).max(64),
});
