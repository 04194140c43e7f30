import { ProductThumbnail } from '#client/components/ui/ProductThumbnail.tsx';
import type { Product } from '#shared/product.ts';

const SIZE = 56;

/**
 * An order line's picture: an order keeps the product's id and name, not its image, so the picture
 * comes from the catalogue (the order's perfumes, read by id). A product gone from the catalogue
 * shows the placeholder.
 */
export function OrderItemThumbnail({
  product,
  isPending,
  name,
}: {
  product: Product | undefined;
  isPending: boolean;
  name: string;
}) {
  if (isPending) return <span aria-hidden="true" className="block h-14 w-14 shrink-0 rounded bg-night" />;
  const imageUrl = product?.imageUrl ?? '';
  return (
    <ProductThumbnail key={imageUrl} item={{ name, imageUrl }} size={SIZE} className="h-14 w-14 rounded" />
  );
}
