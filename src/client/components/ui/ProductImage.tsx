import { useState } from 'react';
import type { Product } from '#shared/product.ts';
import { PLACEHOLDER_IMAGE } from '#shared/product-display.ts';
import { imageSrcSet } from '#shared/product-image.ts';

/** Stored images are square; the 640 px variant is the largest a card ever shows. */
const IMAGE_SIZE = 640;
/** Two columns on phones and small screens, four on wide ones (see ProductGrid). */
const SIZES = '(min-width: 1024px) 270px, (min-width: 640px) 45vw, 46vw';

interface ProductImageProps {
  product: Pick<Product, 'name' | 'imageUrl'>;
  /** Images in the first screenful load at once; the rest wait until they are scrolled near. */
  isAboveFold?: boolean;
}

/** A product's picture; a failed load shows /placeholder.jpg instead (SPEC §8). */
export function ProductImage({ product, isAboveFold = false }: ProductImageProps) {
  const [hasFailed, setFailed] = useState(false);
  const src = hasFailed || !product.imageUrl ? PLACEHOLDER_IMAGE : product.imageUrl;
  const srcSet = hasFailed ? '' : imageSrcSet(product.imageUrl);
  return (
    <img
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? SIZES : undefined}
      width={IMAGE_SIZE}
      height={IMAGE_SIZE}
      alt={product.name}
      loading={isAboveFold ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className="aspect-square w-full bg-night object-cover"
    />
  );
}
