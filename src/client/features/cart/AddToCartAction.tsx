import { useCallback, useEffect } from 'react';
import { useBusy } from '#client/lib/use-busy.ts';
import type { Product } from '#shared/product.ts';
import { CardCartForm } from './CardCartForm.tsx';
import { useAddToCart } from './use-cart.ts';

interface AddToCartActionProps {
  product: Product;
  /** Add to Cart was tapped while this code loaded: it adds as soon as the cart is ready. */
  isAddAsked?: boolean;
  /** Called when the asked add starts, so that it runs once. */
  onAskedAddStarted?: () => void;
}

export default function AddToCartAction({
  product,
  isAddAsked = false,
  onAskedAddStarted,
}: AddToCartActionProps) {
  const { add, isReady } = useAddToCart();
  const { isBusy, whileBusy } = useBusy();
  const addHere = useCallback(() => void whileBusy(() => add(product)), [whileBusy, add, product]);
  useEffect(() => {
    if (!isAddAsked || !isReady) return;
    onAskedAddStarted?.();
    addHere();
  }, [isAddAsked, isReady, onAskedAddStarted, addHere]);
  return (
    <CardCartForm
      productId={product.id}
      onSubmit={(event) => {
        event.preventDefault();
        if (isReady && !isBusy) addHere();
      }}
      isDisabled={!isReady}
      isBusy={isBusy || isAddAsked}
    />
  );
}
