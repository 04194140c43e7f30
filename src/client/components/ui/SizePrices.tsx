import { formatPrice } from '#shared/format.ts';
import { PRODUCT_MESSAGES, sizeLabel } from '#shared/messages-core.ts';
import { sizePriceList } from '#shared/size-prices.ts';

/**
 * A card's bottle prices ("50 ml $6 · 100 ml $10"), so a customer knows them before adding; on a
 * phone's narrow card, one size a line.
 */
export function SizePrices() {
  return (
    <ul
      aria-label={PRODUCT_MESSAGES.prices}
      data-testid="card-prices"
      className="mt-1 flex flex-col text-sm text-ink sm:flex-row sm:flex-wrap sm:gap-x-2"
    >
      {sizePriceList().map(({ size, cents }, index) => (
        <li key={size} className="whitespace-nowrap">
          {index > 0 ? (
            <span aria-hidden="true" className="me-2 hidden text-ink-soft sm:inline">
              ·
            </span>
          ) : null}
          {sizeLabel(size)} <span className="font-semibold text-gold">{formatPrice(cents)}</span>
        </li>
      ))}
    </ul>
  );
}
