import { DESCRIPTION_PREVIEW_LENGTH } from './constants.ts';
import { truncate } from './format.ts';
import { EN_PRODUCT } from './i18n/catalogues/en-core.ts';

/** The path every failed product image falls back to (SPEC §2, §8); the client ships the file. */
export const PLACEHOLDER_IMAGE = '/placeholder.jpg';

/**
 * The brand shown on a card: the product's own, or "Premium Fragrance" (in the page's language when
 * its catalogue's fallback is given) when it has none.
 */
export function productBrandLabel(
  brand: string | null | undefined,
  fallback: string = EN_PRODUCT.brandFallback,
): string {
  return brand?.trim() || fallback;
}

/** The card's description: cut to 100 characters with an ellipsis, or the house line when empty. */
export function productDescriptionPreview(
  description: string | null | undefined,
  fallback: string = EN_PRODUCT.descriptionFallback,
): string {
  const text = description?.trim() ?? '';
  return text ? truncate(text, DESCRIPTION_PREVIEW_LENGTH) : fallback;
}
