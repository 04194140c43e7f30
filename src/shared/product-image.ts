/**
 * Which stored picture of a product to load for which width: the one place that knows the media
 * folder's address and how its resized variants are named. The server names the files it writes
 * with it; cards, the cart and the checkout pick their URLs with it.
 */
export const MEDIA_URL_PREFIX = '/media/';
export const IMAGE_VARIANT_WIDTHS = [320, 640] as const;

export function variantName(name: string, width: number): string {
  return `${name}.${width}w.webp`;
}

export function mediaUrl(name: string): string {
  return `${MEDIA_URL_PREFIX}${encodeURIComponent(name)}`;
}

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

/** Every variant of an image as an `<img srcset>` value; '' when the image has none. */
export function imageSrcSet(imageUrl: string): string {
  const name = storedNameOf(imageUrl);
  if (name === null) return '';
  return IMAGE_VARIANT_WIDTHS.map((w) => `${mediaUrl(variantName(name, w))} ${w}w`).join(', ');
}

/**
 * The smallest variant at least `pixels` wide (the largest when none is), for a picture shown at a
 * fixed small size such as a cart thumbnail. An image without variants is returned as it is.
 */
export function imageVariantUrl(imageUrl: string, pixels: number): string {
  const name = storedNameOf(imageUrl);
  if (name === null) return imageUrl;
  const width =
    IMAGE_VARIANT_WIDTHS.find((w) => w >= pixels) ?? IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1];
  return width === undefined ? imageUrl : mediaUrl(variantName(name, width));
}

/** A thumbnail shown `cssPixels` wide: sharp on a screen with two device pixels per CSS pixel. */
export function thumbnailUrl(imageUrl: string, cssPixels: number): string {
  return imageVariantUrl(imageUrl, cssPixels * 2);
}
