import { z } from 'zod';
import {
  CATEGORIES,
  DEFAULT_CATEGORY,
  IMAGE_MAX_BYTES,
  ORDER_MAX_ITEMS,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_LIST_LIMIT_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_STYLE_MAX,
  SIZES,
} from './constants.ts';
import {
  CONCENTRATIONS,
  INSPIRED_BY_MAX,
  isScentFamily,
  NOTE_MAX_LENGTH,
  NOTES_MAX,
  SCENT_FAMILIES,
  splitList,
} from './fragrance.ts';
import { EN_ADMIN } from './i18n/catalogues/en-admin.ts';
import { EN_FRAGRANCE } from './i18n/catalogues/en-pages.ts';
import { ProductPhotoSchema } from './product-photos.ts';
import { ProductSizePricesSchema } from './product-prices.ts';

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
  /** The same in AVIF ('' when none exist). */
  imageAvifSrcSet: z.string(),
  /** Size of the uploaded image (null for images stored before sizes were kept). */
  imageWidth: z.number().int().nullable(),
  imageHeight: z.number().int().nullable(),
  /** The 1200x630 JPEG chats show for the product page ('' without a stored image). */
  previewImageUrl: z.string(),
  /** Every stored photo, the main one (imageUrl) first (docs/decisions/185). */
  photos: z.array(ProductPhotoSchema),
  /** The product page: /perfumes/<slug>-<short id>. */
  path: z.string(),
  concentration: z.enum(CONCENTRATIONS).nullable(),
  scentFamilies: z.array(z.enum(SCENT_FAMILIES)),
  topNotes: z.array(z.string()),
  heartNotes: z.array(z.string()),
  baseNotes: z.array(z.string()),
  inspiredBy: z.string().nullable(),
  /** The name and description in Arabic and French, when the owner wrote them (docs/decisions/124). */
  nameAr: z.string().nullable(),
  nameFr: z.string().nullable(),
  descriptionAr: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  fileName: z.string(),
  backgroundRemoved: z.boolean(),
  /** Sizes the owner marked "Sold out"; the others are in stock. */
  soldOutSizes: z.array(z.enum(SIZES)),
  /** The perfume's own prices and sales per size (docs/decisions/187, 188); none: the shop's prices. */
  sizePrices: ProductSizePricesSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const ProductListSchema = z.array(ProductSchema);

export const ProductListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PRODUCT_LIST_LIMIT_MAX).optional(),
});

/**
 * GET /api/products/by-ids?ids=…: the perfumes a cart or an order names, comma-separated; at most
 * as many as an order holds lines.
 */
export const ProductIdsQuerySchema = z.strictObject({
  ids: z
    .string()
    .max(ORDER_MAX_ITEMS * 65, 'Too many ids.')
    .transform((value) => [...new Set(value.split(',').filter((id) => id !== ''))])
    .pipe(
      z
        .array(z.string().max(64, 'An id has at most 64 characters.'))
        .min(1, 'Name at least one perfume.')
        .max(ORDER_MAX_ITEMS, `At most ${ORDER_MAX_ITEMS} perfumes at once.`),
    ),
});

export const ProductIdParamsSchema = z.object({
  id: z.string().min(1).max(64),
});

const hasNoControlCharacters = (value: string) =>
  ![...value].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 32 && c !== '\n' && c !== '\r' && c !== '\t') || code === 127;
  });

const text = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine(hasNoControlCharacters, EN_ADMIN.invalidCharacters);

/** An optional translation of the name or description: empty means none (the default text shows). */
const translation = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine(hasNoControlCharacters, EN_ADMIN.invalidCharacters)
    .optional()
    .transform((value) => (value ? value : null));

/** A short list of notes, written "bergamot, saffron, rose". */
const notes = () =>
  z
    .string()
    .optional()
    .transform((value) => splitList(value ?? ''))
    .refine((list) => list.length <= NOTES_MAX, EN_FRAGRANCE.tooManyNotes)
    .refine((list) => list.every((note) => note.length <= NOTE_MAX_LENGTH), EN_FRAGRANCE.noteTooLong)
    .refine((list) => list.every(hasNoControlCharacters), EN_ADMIN.invalidCharacters);

/**
 * The text fields of an admin save (SPEC §3 Admin form state) as a multipart form carries them:
 * every value is a string. The form and the server parse the same schema.
 */
export const ProductFormFieldsSchema = z.strictObject({
  name: text(EN_ADMIN.nameRequired, PRODUCT_NAME_MAX, EN_ADMIN.nameTooLong),
  description: text(EN_ADMIN.descriptionRequired, PRODUCT_DESCRIPTION_MAX, EN_ADMIN.descriptionTooLong),
  brand: z.string({ error: EN_ADMIN.selectBrand }).trim(),
  category: z.enum(CATEGORIES, { error: EN_ADMIN.invalidCategory }).default(DEFAULT_CATEGORY),
  style: z
    .string()
    .trim()
    .max(PRODUCT_STYLE_MAX, EN_ADMIN.styleTooLong)
    .refine(hasNoControlCharacters, EN_ADMIN.invalidCharacters)
    .optional()
    .transform((value) => (value ? value : null)),
  concentration: z
    .enum(['', ...CONCENTRATIONS], { error: EN_FRAGRANCE.invalidConcentration })
    .optional()
    .transform((value) => (value ? value : null)),
  /** Comma-separated, as the form sends every list. */
  scentFamilies: z
    .string()
    .optional()
    .transform((value) => splitList(value ?? ''))
    .refine((list) => list.every(isScentFamily), EN_FRAGRANCE.invalidFamily)
    .transform((list) => [...new Set(list)].filter(isScentFamily)),
  topNotes: notes(),
  heartNotes: notes(),
  baseNotes: notes(),
  inspiredBy: z
    .string()
    .trim()
    .max(INSPIRED_BY_MAX, EN_FRAGRANCE.inspiredByTooLong)
    .refine(hasNoControlCharacters, EN_ADMIN.invalidCharacters)
    .optional()
    .transform((value) => (value ? value : null)),
  nameAr: translation(PRODUCT_NAME_MAX, EN_ADMIN.nameTooLong),
  nameFr: translation(PRODUCT_NAME_MAX, EN_ADMIN.nameTooLong),
  descriptionAr: translation(PRODUCT_DESCRIPTION_MAX, EN_ADMIN.descriptionTooLong),
  descriptionFr: translation(PRODUCT_DESCRIPTION_MAX, EN_ADMIN.descriptionTooLong),
  /** Set when the image sent with this save is the output of background removal. */
  backgroundRemoved: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type ProductSaveFields = z.output<typeof ProductFormFieldsSchema>;

export interface SaveRuleViolation {
  code: 'BRAND_REQUIRED' | 'BRAND_UNKNOWN' | 'IMAGE_TOO_LARGE';
  message: string;
}

/**
 * SPEC §5 admin save rules 3 to 5, in their order: a brand is chosen, it is a known brand, the
 * image is at most 2 MB. Rules 1 and 2 (a signed-in admin) belong to the session. Run by the form
 * first and by the server always.
 */
export function checkSaveRules(
  input: { brand: string | undefined; imageBytes: number | undefined },
  isKnownBrand: (name: string) => boolean,
): SaveRuleViolation | null {
  const brand = input.brand?.trim() ?? '';
  if (brand === '') return { code: 'BRAND_REQUIRED', message: EN_ADMIN.selectBrand };
  if (!isKnownBrand(brand)) return { code: 'BRAND_UNKNOWN', message: EN_ADMIN.invalidBrand };
  if (input.imageBytes !== undefined && input.imageBytes > IMAGE_MAX_BYTES) {
    return { code: 'IMAGE_TOO_LARGE', message: EN_ADMIN.imageTooLarge };
  }
  return null;
}
