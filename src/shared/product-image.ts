import {
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantFormat,
  MEDIA_URL_PREFIX,
  mediaUrl,
  type PreviewLanguage,
  previewName,
  variantName,
} from './image-variants.ts';

/**
 * Which stored picture of a product to load for which width: cards, the product page, the cart
 * and the checkout pick their URLs here. The file names themselves are in image-variants.ts.
 */
export { IMAGE_VARIANT_WIDTHS, MEDIA_URL_PREFIX, mediaUrl, variantName } from './image-variants.ts';

/** The stored file name behind a /media/ URL; null for any other address (which has no variants). */
function storedNameOf(imageUrl: string): string | null {
  if (!imageUrl.startsWith(MEDIA_URL_PREFIX)) return null;
  const encoded = imageUrl.slice(MEDIA_URL_PREFIX.length);
  if (encoded === '' || encoded.includes('/') || encoded.includes('?')) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/** Every width of an image in one format as an `<img srcset>` value; '' when the image has none. */
export function imageSrcSet(imageUrl: string, format: ImageVariantFormat = 'webp'): string {
  const name = storedNameOf(imageUrl);
  if (name === null) return '';
  return IMAGE_VARIANT_WIDTHS.map((w) => `${mediaUrl(variantName(name, w, format))} ${w}w`).join(', ');
}

/**
 * The smallest variant at least `pixels` wide (the largest when none is), for a picture shown at a
 * fixed small size such as a cart thumbnail. An image without variants is returned as it is.
 */
export function imageVariantUrl(
  imageUrl: string,
  pixels: number,
  format: ImageVariantFormat = 'webp',
): string {
  const name = storedNameOf(imageUrl);
  if (name === null) return imageUrl;
  const width =
    IMAGE_VARIANT_WIDTHS.find((w) => w >= pixels) ?? IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1];
  return width === undefined ? imageUrl : mediaUrl(variantName(name, width, format));
}

/** A thumbnail shown `cssPixels` wide: sharp on a screen with two device pixels per CSS pixel. */
export function thumbnailUrl(imageUrl: string, cssPixels: number): string {
  return imageVariantUrl(imageUrl, cssPixels * 2);
}

/**
 * The 1200x630 link preview ('' without a stored image). `version` changes when the name or brand
 * drawn on it changes, so chats and browsers caching the old address for a year fetch the new one.
 */
export function previewImageUrl(imageUrl: string, version: string): string {
  const name = storedNameOf(imageUrl);
  return name === null ? '' : `${mediaUrl(previewName(name))}?v=${encodeURIComponent(version)}`;
}

/**
 * The same preview drawn in another language ('' stays ''): the stored name with its language,
 * the version kept. Any other address is returned as it is.
 */
export function previewImageUrlIn(previewUrl: string, language: PreviewLanguage): string {
  const [path = '', query] = previewUrl.split('?', 2);
  const preview = storedNameOf(path);
  const english = previewName('');
  if (language === 'en' || preview === null || !preview.endsWith(english)) return previewUrl;
  const url = mediaUrl(previewName(preview.slice(0, -english.length), language));
  return query === undefined ? url : `${url}?${query}`;
}

/** Card widths: two columns on phones and small screens, four on wide ones (ProductGrid). */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 270px, (min-width: 640px) 45vw, 46vw';
/** The product page's main image: the whole width on phones, half the page on wide screens. */
export const PAGE_IMAGE_SIZES = '(min-width: 1024px) 560px, (min-width: 768px) 50vw, 92vw';
