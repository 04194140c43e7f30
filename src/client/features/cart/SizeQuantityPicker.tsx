import { useId, useState } from 'react';
import { PriceText } from '#client/components/ui/PriceText.tsx';
import { QuotedPrice } from '#client/components/ui/QuotedPrice.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import type { ProductForCart } from '#client/lib/guest-cart.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { useBusy } from '#client/lib/use-busy.ts';
import { itemTotalCents, type SelectedSizeInput } from '#shared/cart.ts';
import { QUANTITY_MAX, SIZES, type Size } from '#shared/constants.ts';
import { sizeAvailability } from '#shared/prices.ts';
import { type ProductSizePrice, productUnitPrices, quoteSizePrice } from '#shared/product-price.ts';
import { useAddToCart } from './use-cart.ts';

const STEP =
  'flex h-9 w-9 items-center justify-center rounded border border-night-line text-lg text-ink hover:border-gold disabled:opacity-40';

/**
 * The product page's purchase box: a quantity for each bottle size with its price, the total, and
 * Add to Cart. The cart's rule stands: a product already in the cart is not added twice (its
 * quantities are changed in the cart), with the spec's info message.
 */
export default function SizeQuantityPicker({
  product,
}: {
  product: ProductForCart & { soldOutSizes?: readonly Size[]; sizePrices?: readonly ProductSizePrice[] };
}) {
  const messages = useMessages();
  const m = messages.productPage;
  const { add, isReady } = useAddToCart();
  const { prices } = useShopSettings();
  // The perfume's own prices and running sale (docs/decisions/187, 188), else the shop's.
  const now = new Date();
  const unitPrices = productUnitPrices(prices, product.sizePrices, now);
  // Sizes the owner does not sell are not offered; a sold-out one shows, without its steps.
  const offered = SIZES.filter((size) => sizeAvailability(product, prices, size) !== 'not-sold');
  const [quantities, setQuantities] = useState<Record<Size, number>>({ '100': 0, '50': 0 });
  const { isBusy, whileBusy } = useBusy();
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const sizes: SelectedSizeInput[] = SIZES.filter((size) => quantities[size] > 0).map((size) => ({
    size,
    quantity: quantities[size],
  }));
  const total = itemTotalCents({ selectedSizes: sizes }, unitPrices);
  const change = (size: Size, delta: number) => {
    setProblem(null);
    setQuantities((old) => ({ ...old, [size]: Math.min(QUANTITY_MAX, Math.max(0, old[size] + delta)) }));
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-night-line bg-night-soft p-4"
    >
      <h2 id={`${id}-title`} className="font-display text-xl text-ink">
        {m.sizesTitle}
      </h2>
      <ul className="mt-3 flex flex-col gap-3">
        {offered.map((size) => {
          const quote = quoteSizePrice(prices, product.sizePrices, size, now);
          return (
            <li key={size} className="flex items-center justify-between gap-3">
              <span className="text-ink">
                {m.sizeLabel(size)}{' '}
                <span className="text-gold">
                  <QuotedPrice quote={quote} />
                </span>
                {quote.saleEndsOn ? (
                  <span className="block text-xs text-ink-soft">
                    {messages.perfumePrices.saleUntil(messages.fn.date(quote.saleEndsOn))}
                  </span>
                ) : null}
              </span>
              {sizeAvailability(product, prices, size) === 'sold-out' ? (
                <span data-testid="size-sold-out" className="font-semibold text-ink-soft">
                  {messages.product.soldOut}
                </span>
              ) : (
                <span className="flex items-center gap-2">
                  <button
                    type="button"
                    className={STEP}
                    aria-label={m.decrease(size)}
                    disabled={quantities[size] === 0}
                    onClick={() => change(size, -1)}
                  >
                    −
                  </button>
                  <output
                    aria-label={m.quantity(size)}
                    aria-live="polite"
                    className="w-8 text-center text-ink"
                  >
                    {quantities[size]}
                  </output>
                  <button
                    type="button"
                    className={STEP}
                    aria-label={m.increase(size)}
                    disabled={quantities[size] >= QUANTITY_MAX}
                    onClick={() => change(size, 1)}
                  >
                    +
                  </button>
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <p className="mt-4 flex justify-between border-t border-night-line pt-3 text-ink">
        <span>{m.total}</span>
        <span data-testid="picker-total">
          <PriceText cents={total} />
        </span>
      </p>
      {problem ? (
        <p role="alert" className="mt-2 text-sm text-gold">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        disabled={!isReady || isBusy}
        aria-busy={isBusy}
        onClick={() =>
          whileBusy(async () => {
            // One rule with the cards' button (docs/decisions/162): no size picked, the perfume goes
            // to the cart without one, where its size is chosen before checkout.
            await add(product, sizes);
            if (sizes.length === 0) setProblem(messages.details.addedChooseSize);
          })
        }
        className="mt-4 w-full rounded bg-gold px-4 py-2.5 font-medium text-night hover:bg-gold-deep disabled:cursor-wait disabled:opacity-70"
      >
        {m.addToCart}
      </button>
    </section>
  );
}
