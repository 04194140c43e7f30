import { lazy, Suspense, useCallback, useState } from 'react';
import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { isSoldOut } from '#shared/prices.ts';
import type { Product } from '#shared/product.ts';
import { CardCartForm } from './CardCartForm.tsx';

// The cart logic (and zod, which validates the stored guest cart) loads after the first paint:
// it would not fit in the home page's first-load budget.
const AddToCartAction = lazy(() => import('./AddToCartAction.tsx'));

/** SPEC §2 product cards' Add to Cart. */
export function AddToCartButton({ product }: { product: Product }) {
  const m = useMessages();
  const { prices } = useShopSettings();
  const isHydrated = useHydrated();
  const [isAddAsked, setAddAsked] = useState(false);
  const onAskedAddStarted = useCallback(() => setAddAsked(false), []);
  // No size can be chosen: a badge instead of a button that could only fail (docs/decisions/093).
  if (isSoldOut(product, prices)) {
    return (
      <p
        data-testid="sold-out-badge"
        className="inline-block rounded-full border border-ink-soft px-3 py-1 text-sm font-semibold text-ink"
      >
        {m.product.soldOut}
      </p>
    );
  }
  // The server's page holds the form alone: a tap before the page's script runs takes the perfume to
  // the cart page, which adds it (docs/decisions/220).
  if (!isHydrated) return <CardCartForm productId={product.id} />;
  // Once the page runs, a tap while the cart's code still loads waits for it (busy), then adds here.
  const loading = (
    <CardCartForm
      productId={product.id}
      onSubmit={(event) => {
        event.preventDefault();
        setAddAsked(true);
      }}
      isBusy={isAddAsked}
    />
  );
  return (
    <Suspense fallback={loading}>
      <AddToCartAction product={product} isAddAsked={isAddAsked} onAskedAddStarted={onAskedAddStarted} />
    </Suspense>
  );
}
