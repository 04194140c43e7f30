import { useEffect, useRef, useState } from 'react';
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
  const image = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before the page hydrates, when no onError is listening yet:
  // a finished load with no pixels is the same failure.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);
  const src = hasFailed || !product.imageUrl ? PLACEHOLDER_IMAGE : product.imageUrl;
  // The variants the server says exist: none while a new shop is still making them (ADR 196).
  const webp = hasFailed ? '' : product.imageSrcSet;
  const avif = hasFailed ? '' : product.imageAvifSrcSet;
  return (
    <picture>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      <img
        ref={image}
        src={src}
        srcSet={webp || undefined}
        sizes={webp ? sizes : undefined}
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
