import {
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantFormat,
  type ImageVariantWidth,
  MEDIA_URL_PREFIX,
} from './image-variants.ts';

/**
 * Addresses of a product image's variants, built from the image's URL (a stored file's variants
 * sit beside it: /media/<name>.<width>w.<format>). Cards, the product page, the cart and checkout
 * all pick their picture here.
 */

/** Only images the shop stored have variants (one flat name under /media/); any other address is used as it is. */
export function hasImageVariants(imageUrl: string): boolean {
  if (!imageUrl.startsWith(MEDIA_URL_PREFIX)) return false;
  const encoded = imageUrl.slice(MEDIA_URL_PREFIX.length);
  if (encoded === '' || encoded.includes('/') || encoded.includes('?')) return false;
  try {
    return !decodeURIComponent(encoded).includes('..');
  } catch {
    return false;
  }
}

export function imageVariantUrl(
  imageUrl: string,
  width: ImageVariantWidth,
  format: ImageVariantFormat,
): string {
  return `${imageUrl}.${width}w.${format}`;
}

/** An `<img srcset>` / `<source srcset>` value listing the three widths in one format; '' without variants. */
export function imageSrcSet(imageUrl: string, format: ImageVariantFormat): string {
  if (!hasImageVariants(imageUrl)) return '';
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(imageUrl, width, format)} ${width}w`).join(
    ', ',
  );
}

/** The smallest variant (320 px WebP). */
export function smallImageUrl(imageUrl: string): string {
  return hasImageVariants(imageUrl) ? imageVariantUrl(imageUrl, 320, 'webp') : imageUrl;
}

/**
 * A thumbnail shown `cssPixels` wide (the cart, its dropdown, checkout): the smallest WebP variant
 * that stays sharp on a screen with two device pixels per CSS pixel; other addresses as they are.
 */
export function thumbnailUrl(imageUrl: string, cssPixels: number): string {
  if (!hasImageVariants(imageUrl)) return imageUrl;
  const width = IMAGE_VARIANT_WIDTHS.find((w) => w >= cssPixels * 2) ?? IMAGE_VARIANT_WIDTHS.at(-1) ?? 320;
  return imageVariantUrl(imageUrl, width, 'webp');
}

/**
 * The 1200x630 link preview. `version` changes when the name or brand drawn on it changes, so
 * chats and browsers caching the old address for a year fetch the new picture.
 */
export function previewImageUrl(imageUrl: string, version: string): string {
  return `${imageUrl}.preview.jpg?v=${encodeURIComponent(version)}`;
}

/** Card widths: two columns on phones and small screens, four on wide ones (ProductGrid). */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 270px, (min-width: 640px) 45vw, 46vw';
/** The product page's main image: the whole width on phones, half the page on wide screens. */
export const PAGE_IMAGE_SIZES = '(min-width: 1024px) 560px, (min-width: 768px) 50vw, 92vw';
