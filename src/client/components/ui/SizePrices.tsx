import { Fragment } from 'react';
import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { SIZES } from '#shared/constants.ts';
import { sizeAvailability } from '#shared/prices.ts';
import type { Product } from '#shared/product.ts';
import { quoteSizePrice } from '#shared/product-price.ts';
import { Dot, DottedItems } from './PriceText.tsx';
import { QuotedPrice } from './QuotedPrice.tsx';

/**
 * A card's bottle prices ("50 ml $6 · 100 ml $10", with LBP when the owner shows it), the perfume's
 * own where the owner set them, a sale's struck through beside the old one: a size no longer sold is left out, a sold-out one says so. The sizes wrap whole,
 * never with a "·" starting a line; with LBP, one size a line, its LBP amount under it when the
 * card is narrow (components/ui/PriceText.tsx).
 */
export function SizePrices({
  product,
}: {
  product: Pick<Product, 'soldOutSizes'> & Partial<Pick<Product, 'sizePrices'>>;
}) {
  const m = useMessages();
  const { prices } = useShopSettings();
  const now = new Date();
  const sizes = [...SIZES]
    .sort((a, b) => Number(a) - Number(b))
    .map((size) => ({ size, state: sizeAvailability(product, prices, size) }))
    .filter(({ state }) => state !== 'not-sold');
  const isStacked = prices.isLbpShown;
  return (
    // The test id sits on the box that clips: the row inside reaches under its start edge on purpose.
    <div data-testid="card-prices" className={`mt-1 text-sm text-ink ${isStacked ? '' : 'dotted-wrap'}`}>
      <ul aria-label={m.product.prices} className={isStacked ? 'flex flex-col gap-0.5' : 'dotted-row'}>
        {sizes.map(({ size, state }, index) => {
          // The perfume's own price or running sale (docs/decisions/187, 188), else the shop's.
          const quote = quoteSizePrice(prices, product.sizePrices, size, now);
          const cents = quote.cents;
          const label = <span className="whitespace-nowrap">{m.fn.sizeLabel(size)}</span>;
          return (
            <li key={size}>
              {index > 0 && !isStacked ? <Dot /> : null}
              {state === 'sold-out' ? (
                <>
                  {label} <span className="text-ink-soft">{m.product.soldOut}</span>
                </>
              ) : isStacked && quote.saleEndsOn === null ? (
                // "100 ml $10 · 895,000 LBP", the LBP amount whole on the next line when narrow.
                <DottedItems
                  items={[
                    <Fragment key="dollars">
                      {label} <span className="font-semibold text-gold">{m.fn.dollarsShort(cents)}</span>
                    </Fragment>,
                    <span key="pounds" className="font-semibold text-gold">
                      {m.fn.pounds(cents, prices.lbpPerUsd)}
                    </span>,
                  ]}
                />
              ) : (
                <>
                  {label}{' '}
                  <span className="font-semibold text-gold">
                    <QuotedPrice quote={quote} isShort />
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
