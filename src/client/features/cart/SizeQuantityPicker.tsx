import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PriceText } from '#client/components/ui/PriceText.tsx';
import { QuotedPrice } from '#client/components/ui/QuotedPrice.tsx';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import type { ProductForCart } from '#client/lib/guest-cart.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { useBusy } from '#client/lib/use-busy.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import type { SelectedSizeInput } from '#shared/cart.ts';
import { CART_ADD_PARAM, parseQuantity, sizeQuantityParam } from '#shared/cart-add-address.ts';
import { itemTotalCents } from '#shared/cart-rules.ts';
import { QUANTITY_MAX, SIZES, type Size } from '#shared/constants.ts';
import { localizedPath } from '#shared/i18n/languages.ts';
import { PATHS } from '#shared/paths.ts';
import { sizeAvailability } from '#shared/prices.ts';
import { type ProductSizePrice, productUnitPrices, quoteSizePrice } from '#shared/product-price.ts';
import { useAddToCart } from './use-cart.ts';

const STEP =
  'flex h-9 w-9 items-center justify-center rounded border border-night-line text-lg text-ink hover:border-gold disabled:opacity-40';
const QUANTITY_FIELD =
  'h-9 w-14 rounded border border-night-line bg-night text-center text-ink [appearance:textfield] focus:border-gold focus:outline-none';

/** The quantities the form's fields hold now: what was typed before the script came counts too. */
function readSizes(form: HTMLFormElement | null): SelectedSizeInput[] {
  if (!form) return [];
  const data = new FormData(form);
  return SIZES.flatMap((size) => {
    const value = data.get(sizeQuantityParam(size));
    const quantity = parseQuantity(typeof value === 'string' ? value : null) ?? 0;
    return quantity > 0 ? [{ size, quantity }] : [];
  });
}

/**
 * The product page's purchase box: a quantity for each bottle size with its price, the total, and
 * Add to Cart. The cart's rule stands: a product already in the cart is not added twice (its
 * quantities are changed in the cart), with the spec's info message.
 *
 * It is a form to the cart page (docs/decisions/199): the quantities are fields and Add to Cart
 * submits, so what is picked and tapped before the page's script has run still reaches the cart
 * (the cart page adds it). Once the script runs, Add to Cart adds here and the page stays.
 */
export default function SizeQuantityPicker({
  product,
}: {
  product: ProductForCart & { soldOutSizes?: readonly Size[]; sizePrices?: readonly ProductSizePrice[] };
}) {
  const messages = useMessages();
  const m = messages.productPage;
  const language = useLanguage();
  const { add, isReady } = useAddToCart();
  const { prices } = useShopSettings();
  // The perfume's own prices and running sale (docs/decisions/187, 188), else the shop's.
  const now = new Date();
  const unitPrices = productUnitPrices(prices, product.sizePrices, now);
  const isHydrated = useHydrated();
  // Sizes the owner does not sell are not offered; a sold-out one shows, without its steps.
  const offered = SIZES.filter((size) => sizeAvailability(product, prices, size) !== 'not-sold');
  const form = useRef<HTMLFormElement>(null);
  const [sizes, setSizes] = useState<SelectedSizeInput[]>([]);
  const { isBusy, whileBusy } = useBusy();
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const quantityOf = (size: Size) => sizes.find((chosen) => chosen.size === size)?.quantity ?? 0;
  const total = itemTotalCents({ selectedSizes: sizes }, unitPrices);
  const readForm = () => {
    setProblem(null);
    setSizes(readSizes(form.current));
  };
  // A quantity typed before the script came is already in its field: the total follows it.
  useEffect(() => setSizes(readSizes(form.current)), []);
  const step = (size: Size, delta: number) => {
    const field = form.current?.elements.namedItem(sizeQuantityParam(size));
    if (!(field instanceof HTMLInputElement)) return;
    const now = parseQuantity(field.value) ?? 0;
    field.value = String(Math.min(QUANTITY_MAX, Math.max(0, now + delta)));
    readForm();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isReady || isBusy) return;
    const chosen = readSizes(event.currentTarget);
    whileBusy(async () => {
      // One rule with the cards' button (docs/decisions/162): no size picked, the perfume goes
      // to the cart without one, where its size is chosen before checkout.
      await add(product, chosen);
      if (chosen.length === 0) setProblem(messages.details.addedChooseSize);
    });
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-night-line bg-night-soft p-4"
    >
      <h2 id={`${id}-title`} className="font-display text-xl text-ink">
        {m.sizesTitle}
      </h2>
      <form ref={form} method="get" action={localizedPath(language, PATHS.cart)} onSubmit={submit}>
        <input type="hidden" name={CART_ADD_PARAM} value={product.id} />
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
                    {/* The steps need the script; until it runs they wait, and the field takes a number. */}
                    <button
                      type="button"
                      className={STEP}
                      aria-label={m.decrease(size)}
                      disabled={!isHydrated || quantityOf(size) === 0}
                      onClick={() => step(size, -1)}
                    >
                      −
                    </button>
                    <input
                      type="number"
                      name={sizeQuantityParam(size)}
                      inputMode="numeric"
                      min={0}
                      max={QUANTITY_MAX}
                      step={1}
                      defaultValue={0}
                      aria-label={m.quantity(size)}
                      onChange={readForm}
                      className={QUANTITY_FIELD}
                    />
                    <button
                      type="button"
                      className={STEP}
                      aria-label={m.increase(size)}
                      disabled={!isHydrated || quantityOf(size) >= QUANTITY_MAX}
                      onClick={() => step(size, 1)}
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
          <output data-testid="picker-total" aria-live="polite">
            <PriceText cents={total} />
          </output>
        </p>
        {problem ? (
          <p role="alert" className="mt-2 text-sm text-gold">
            {problem}
          </p>
        ) : null}
        {/* Before the script, the browser submits the form to the cart page; after, it adds here. */}
        <button
          type="submit"
          disabled={isHydrated && (!isReady || isBusy)}
          aria-busy={isBusy}
          className="mt-4 w-full rounded bg-gold px-4 py-2.5 font-medium text-night hover:bg-gold-deep disabled:cursor-wait disabled:opacity-70"
        >
          {m.addToCart}
        </button>
      </form>
    </section>
  );
}
