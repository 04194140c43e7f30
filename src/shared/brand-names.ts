import { z } from 'zod';
import { BrandSchema } from './brands.ts';
import { EN_ADMIN } from './i18n/catalogues/en-admin.ts';
import { EN_BRANDS_ADMIN } from './i18n/catalogues/en-brands-admin.ts';

/** A brand's name, and each of its translations, in characters. */
export const BRAND_NAME_MAX = 60;

/**
 * How two brand names compare (docs/decisions/183): the way an owner reads them, so "dior", "Dior"
 * and "DIOR" are one brand, as are "Hermes" and "Hermès", and Arabic names written with or without
 * their vowel marks, hamza forms or tatweel. Spaces count once; punctuation still counts.
 */
export function brandNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\p{M}\u0640]/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The name as stored: composed, trimmed, one space between words. */
export function tidyBrandName(name: string): string {
  return name.normalize('NFC').replace(/\s+/g, ' ').trim();
}

const hasNoControlCharacters = (value: string) =>
  ![...value].some((c) => {
    const code = c.charCodeAt(0);
    return code < 32 || (code >= 127 && code < 160);
  });

const translation = z
  .string()
  .transform(tidyBrandName)
  .refine((value) => value.length <= BRAND_NAME_MAX, EN_BRANDS_ADMIN.translationTooLong(BRAND_NAME_MAX))
  .refine(hasNoControlCharacters, EN_ADMIN.invalidCharacters)
  .optional()
  .transform((value) => (value ? value : null));

/**
 * A brand's form (the admin page's, as multipart fields): the same schema in the browser and on the
 * server. `removeLogo` asks an edit to drop the brand's logo.
 */
export const BrandFormFieldsSchema = z.strictObject({
  name: z
    .string({ error: EN_BRANDS_ADMIN.nameRequired })
    .transform(tidyBrandName)
    .refine((value) => value.length > 0, EN_BRANDS_ADMIN.nameRequired)
    .refine(
      (value) => Array.from(value).length <= BRAND_NAME_MAX,
      EN_BRANDS_ADMIN.nameTooLong(BRAND_NAME_MAX),
    )
    .refine(hasNoControlCharacters, EN_ADMIN.invalidCharacters)
    .refine((value) => brandNameKey(value).length > 0, EN_BRANDS_ADMIN.nameRequired),
  nameAr: translation,
  nameFr: translation,
  removeLogo: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type BrandFormFields = z.output<typeof BrandFormFieldsSchema>;

/** A brand as the owner's page lists it: the public brand, its id, its perfumes and its logo file. */
export const AdminBrandSchema = BrandSchema.extend({
  id: z.string(),
  hasLogo: z.boolean(),
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBrand = z.infer<typeof AdminBrandSchema>;

export const BrandIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
