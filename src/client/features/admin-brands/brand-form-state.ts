import { BRAND_NAME_MAX, brandNameKey, tidyBrandName } from '#shared/brand-names.ts';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import type { Catalogue } from '#shared/i18n/catalogue.ts';

/** What the brand form holds while the owner types. */
export interface BrandDraft {
  name: string;
  nameAr: string;
  nameFr: string;
  logo: File | null;
  removeLogo: boolean;
}

export const EMPTY_DRAFT: BrandDraft = { name: '', nameAr: '', nameFr: '', logo: null, removeLogo: false };

const LOGO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * The server's rules, checked before sending (the server checks them all again): a name, not too
 * long, not another brand's under the comparison key; translations not too long; a logo that is a
 * JPEG, PNG or WebP of at most 2 MB. The first problem, in the page's language, or null.
 */
export function findBrandFormProblem(
  draft: BrandDraft,
  others: readonly { name: string }[],
  m: Catalogue,
): string | null {
  const words = m.brandsAdmin;
  const name = tidyBrandName(draft.name);
  if (brandNameKey(name) === '') return words.nameRequired;
  if (Array.from(name).length > BRAND_NAME_MAX) return words.nameTooLong(BRAND_NAME_MAX);
  const key = brandNameKey(name);
  const taken = others.find((brand) => brandNameKey(brand.name) === key);
  if (taken) return words.nameTaken(taken.name);
  for (const translation of [draft.nameAr, draft.nameFr]) {
    if (tidyBrandName(translation).length > BRAND_NAME_MAX) return words.translationTooLong(BRAND_NAME_MAX);
  }
  if (draft.logo) {
    if (draft.logo.size > IMAGE_MAX_BYTES) return m.admin.imageTooLarge;
    if (!LOGO_TYPES.has(draft.logo.type)) return m.fn.errors.UNSUPPORTED_MEDIA_TYPE;
  }
  return null;
}

/** The multipart form the server reads (BrandFormFieldsSchema plus the `image` file). */
export function brandFormData(draft: BrandDraft, isEditing: boolean): FormData {
  const form = new FormData();
  form.append('name', draft.name);
  form.append('nameAr', draft.nameAr);
  form.append('nameFr', draft.nameFr);
  if (draft.logo) form.append('image', draft.logo, draft.logo.name);
  else if (isEditing && draft.removeLogo) form.append('removeLogo', 'true');
  return form;
}
