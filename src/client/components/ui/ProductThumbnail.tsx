import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '#shared/product-display.ts';
import { thumbnailUrl } from '#shared/product-image.ts';

/**
 * A small picture of a product in a cart or an order line: a resized variant, not the original upload. If the variant
 * fails to load, the original is tried once, then the placeholder (SPEC §8).
 */
export function ProductThumbnail({
  item,
  size,
  className,
}: {
  item: { name: string; imageUrl: string };
  /** The CSS pixels the picture is shown at. */
  size: number;
  className: string;
}) {
  const [failures, setFailures] = useState(0);
  const candidates = item.imageUrl ? [thumbnailUrl(item.imageUrl, size), item.imageUrl] : [];
  const sources = [...new Set(candidates), PLACEHOLDER_IMAGE];
  const src = sources[Math.min(failures, sources.length - 1)] ?? PLACEHOLDER_IMAGE;
  return (
    <img
      src={src}
      alt={item.name}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailures((count) => Math.min(count + 1, sources.length - 1))}
      className={`shrink-0 bg-night object-cover ${className}`}
    />
  );
}
