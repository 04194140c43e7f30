import { formatPrice } from '#shared/format.ts';
import { PRODUCT_MESSAGES, sizeLabel } from '#shared/messages-core.ts';
import { sizePriceList } from '#shared/size-prices.ts';

/** A card's bottle prices ("50 ml $6 · 100 ml $10"), so a customer knows them before adding. */
export function SizePrices() {
  return (
    <ul
      aria-label={PRODUCT_MESSAGES.prices}
      data-testid="card-prices"
      className="mt-1 flex flex-wrap gap-x-2 text-sm text-ink"
    >
      {sizePriceList().map(({ size, cents }, index) => (
        <li key={size} className="whitespace-nowrap">
          {index > 0 ? (
            <span aria-hidden="true" className="me-2 text-ink-soft">
              ·
            </span>
          ) : null}
          {sizeLabel(size)} <span className="font-semibold text-gold">{formatPrice(cents)}</span>
        </li>
      ))}
    </ul>
  );
}
