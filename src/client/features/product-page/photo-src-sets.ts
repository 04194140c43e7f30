import { imageSrcSet } from '#shared/product-image.ts';
import type { ProductPhoto } from '#shared/product-photos.ts';

/**
 * A gallery photo's variants: a photo is stored with its variants and its size together, so one
 * without a recorded size has none yet and shows as uploaded (docs/decisions/196).
 */
export function photoSrcSets(photo: Pick<ProductPhoto, 'url' | 'width'>): {
  imageSrcSet: string;
  imageAvifSrcSet: string;
} {
  if (photo.width === null) return { imageSrcSet: '', imageAvifSrcSet: '' };
  return { imageSrcSet: imageSrcSet(photo.url, 'webp'), imageAvifSrcSet: imageSrcSet(photo.url, 'avif') };
}
