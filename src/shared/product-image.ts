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

/** Only images the shop stored have variants; any other address is used as it is. */
export function hasImageVariants(imageUrl: string): boolean {
  return imageUrl.startsWith(MEDIA_URL_PREFIX) && !imageUrl.includes('?');
}

export function imageVariantUrl(
  imageUrl: string,
  width: ImageVariantWidth,
  format: ImageVariantFormat,
): string {
  return `${imageUrl}.${width}w.${format}`;
}

/** An `<img srcset>` / `<source srcset>` value listing the three widths in one format. */
export function imageSrcSet(imageUrl: string, format: ImageVariantFormat): string {
  return IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(imageUrl, width, format)} ${width}w`).join(
    ', ',
  );
}

/** The smallest variant (320 px WebP): thumbnails in the cart, its dropdown and checkout. */
export function smallImageUrl(imageUrl: string): string {
  return hasImageVariants(imageUrl) ? imageVariantUrl(imageUrl, 320, 'webp') : imageUrl;
}

/**
 * The 1200x630 link preview. `version` changes when the name or brand drawn on it changes, so
 * chats and browsers caching the old address for a year fetch the new picture.
 */
export function previewImageUrl(imageUrl: string, version: string): string {
  return `${imageUrl}.preview.jpg?v=${encodeURIComponent(version)}`;
}

/** Card widths: one column on phones, two on small screens, four on wide ones (ProductGrid). */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 270px, (min-width: 640px) 45vw, 92vw';
/** The product page's main image: the whole width on phones, half the page on wide screens. */
export const PAGE_IMAGE_SIZES = '(min-width: 1024px) 560px, (min-width: 768px) 50vw, 92vw';
