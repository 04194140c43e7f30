import { useState } from 'react';
import { ADD_TO_CART_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import type { Product } from '#shared/product.ts';
import { useAddToCart } from './use-cart.ts';

export default function AddToCartAction({ product }: { product: Product }) {
  const m = useMessages();
  const { add, isReady } = useAddToCart();
  const [isBusy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={!isReady || isBusy}
      aria-busy={isBusy}
      onClick={async () => {
        setBusy(true);
        try {
          await add(product);
        } finally {
          setBusy(false);
        }
      }}
      className={ADD_TO_CART_BUTTON}
    >
      {m.product.addToCart}
    </button>
  );
}
