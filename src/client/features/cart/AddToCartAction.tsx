import { ADD_TO_CART_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { useBusy } from '#client/lib/use-busy.ts';
import type { Product } from '#shared/product.ts';
import { useAddToCart } from './use-cart.ts';

export default function AddToCartAction({ product }: { product: Product }) {
  const m = useMessages();
  const { add, isReady } = useAddToCart();
  const { isBusy, whileBusy } = useBusy();
  return (
    <button
      type="button"
      disabled={!isReady || isBusy}
      aria-busy={isBusy}
      onClick={() => whileBusy(() => add(product))}
      className={ADD_TO_CART_BUTTON}
    >
      {m.product.addToCart}
    </button>
  );
}
