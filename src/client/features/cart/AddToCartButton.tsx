import { lazy, Suspense } from 'react';
import { PRODUCT_MESSAGES } from '#shared/messages-core.ts';
import type { Product } from '#shared/product.ts';
import { addToCartButtonClass } from './add-to-cart-style.ts';

// The cart logic (and zod, which validates the stored guest cart) loads after the first paint:
// it would not fit in the home page's first-load budget.
const AddToCartAction = lazy(() => import('./AddToCartAction.tsx'));

/** SPEC §2 product cards' Add to Cart. */
export function AddToCartButton({ product }: { product: Product }) {
  return (
    <Suspense
      fallback={
        <button type="button" disabled className={addToCartButtonClass}>
          {PRODUCT_MESSAGES.addToCart}
        </button>
      }
    >
      <AddToCartAction product={product} />
    </Suspense>
  );
}
