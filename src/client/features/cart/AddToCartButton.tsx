import { type FormEvent, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { useBusy } from '#client/lib/use-busy.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { isSoldOut } from '#shared/prices.ts';
import type { Product } from '#shared/product.ts';
import type { CardAdd } from './AddToCartAction.tsx';
import { CardCartForm } from './CardCartForm.tsx';

// The cart logic (and zod, which validates the stored guest cart) loads after the first paint:
// it would not fit in the home page's first-load budget.
const AddToCartAction = lazy(() => import('./AddToCartAction.tsx'));

/** SPEC §2 product cards' Add to Cart. */
export function AddToCartButton({ product }: { product: Product }) {
  const m = useMessages();
  const { prices } = useShopSettings();
  const isHydrated = useHydrated();
  const [add, setAdd] = useState<CardAdd>(null);
  const onAddChange = useCallback((next: CardAdd) => setAdd(() => next), []);
  const { isBusy, whileBusy } = useBusy();
  const [isAddAsked, setAddAsked] = useState(false);
  // A tap while the cart's code still loaded: it adds as soon as the cart can.
  useEffect(() => {
    if (!isAddAsked || !add) return;
    setAddAsked(false);
    void whileBusy(add);
  }, [isAddAsked, add, whileBusy]);
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isBusy || isAddAsked) return;
      if (add) void whileBusy(add);
      else setAddAsked(true);
    },
    [isBusy, isAddAsked, add, whileBusy],
  );
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
  // The form is the server's element throughout (docs/decisions/220): before the page's script runs,
  // a tap takes the perfume to the cart page, which adds it; once it runs, a tap adds here, and a tap
  // while the cart's code still loads shows busy and adds once it can. The cart's code renders
  // nothing: it hands the form its add.
  return (
    <>
      <CardCartForm
        productId={product.id}
        onSubmit={isHydrated ? onSubmit : undefined}
        isBusy={isBusy || isAddAsked}
      />
      {isHydrated ? (
        <Suspense fallback={null}>
          <AddToCartAction product={product} onAddChange={onAddChange} />
        </Suspense>
      ) : null}
    </>
  );
}
