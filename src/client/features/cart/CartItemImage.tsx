import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '#shared/product-display.ts';

/** A cart item's picture; a failed load shows the placeholder (SPEC §8). */
export function CartItemImage({
  item,
  className,
}: {
  item: { name: string; imageUrl: string };
  className: string;
}) {
  const [hasFailed, setFailed] = useState(false);
  return (
    <img
      src={hasFailed || !item.imageUrl ? PLACEHOLDER_IMAGE : item.imageUrl}
      alt={item.name}
      width={96}
      height={96}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`shrink-0 bg-night object-cover ${className}`}
    />
  );
}
