import { useState } from 'react';
import type { Product } from '#shared/product.ts';
import { PLACEHOLDER_IMAGE } from '#shared/product-display.ts';
import { CARD_IMAGE_SIZES } from '#shared/product-image.ts';

/** Variants are squares; this is the intrinsic size the page reserves before the image loads. */
const IMAGE_SIZE = 640;

interface ProductImageProps {
  product: Pick<Product, 'name' | 'imageUrl' | 'imageSrcSet' | 'imageAvifSrcSet'>;
  /** Images in the first screenful load at once; the rest wait until they are scrolled near. */
  isAboveFold?: boolean;
  /** The product page's main picture is fetched before anything else (docs/decisions/081). */
  isPriority?: boolean;
  sizes?: string;
  className?: string;
}

/**
 * A product's picture as AVIF, else WebP, at the width the layout needs (`sizes`), so a phone
 * downloads the smallest sharp one; a failed load shows /placeholder.jpg instead (SPEC §8).
 */
export function ProductImage({
  product,
  isAboveFold = false,
  isPriority = false,
  sizes = CARD_IMAGE_SIZES,
  className = 'aspect-square w-full bg-night object-cover',
}: ProductImageProps) {
  const [hasFailed, setFailed] = useState(false);
  const src = hasFailed || !product.imageUrl ? PLACEHOLDER_IMAGE : product.imageUrl;
  const hasVariants = !hasFailed && product.imageSrcSet !== '';
  return (
    <picture>
      {hasVariants && product.imageAvifSrcSet ? (
        <source type="image/avif" srcSet={product.imageAvifSrcSet} sizes={sizes} />
      ) : null}
      <img
        src={src}
        srcSet={hasVariants ? product.imageSrcSet : undefined}
        sizes={hasVariants ? sizes : undefined}
        width={IMAGE_SIZE}
        height={IMAGE_SIZE}
        alt={product.name}
        loading={isAboveFold || isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(true)}
        className={className}
      />
    </picture>
  );
}
