import { useProducts } from '#client/api/products.ts';
import { ProductThumbnail } from '#client/components/ui/ProductThumbnail.tsx';

const SIZE = 56;

/**
 * An order line's picture: an order keeps the product's id and name, not its image, so the picture
 * comes from the catalogue (usually already loaded while browsing). A product gone from the
 * catalogue shows the placeholder.
 */
export function OrderItemThumbnail({ productId, name }: { productId: string; name: string }) {
  const { data: products } = useProducts();
  const imageUrl = products?.find((product) => product.id === productId)?.imageUrl ?? '';
  if (!products) return <span aria-hidden="true" className="block h-14 w-14 shrink-0 rounded bg-night" />;
  return (
    <ProductThumbnail key={imageUrl} item={{ name, imageUrl }} size={SIZE} className="h-14 w-14 rounded" />
  );
}
