import { useBusy } from '#client/lib/use-busy.ts';
import type { Product } from '#shared/product.ts';
import { CardCartForm } from './CardCartForm.tsx';
import { useAddToCart } from './use-cart.ts';

export default function AddToCartAction({ product }: { product: Product }) {
  const { add, isReady } = useAddToCart();
  const { isBusy, whileBusy } = useBusy();
  return (
    <CardCartForm
      productId={product.id}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isReady || isBusy) return;
        whileBusy(() => add(product));
      }}
      isDisabled={!isReady}
      isBusy={isBusy}
    />
  );
}
