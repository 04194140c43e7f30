import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { SIZES } from '#shared/constants.ts';
import { formatPrice, sizeAvailability } from '#shared/prices.ts';
import type { Product } from '#shared/product.ts';

/**
 * A card's bottle prices ("50 ml $6 · 100 ml $10", with LBP when the owner shows it), from the
 * owner's settings: a size no longer sold is left out, a sold-out one says so. On a phone's narrow
 * card, one size a line.
 */
export function SizePrices({ product }: { product: Pick<Product, 'soldOutSizes'> }) {
  const m = useMessages();
  const { prices } = useShopSettings();
  const sizes = [...SIZES]
    .sort((a, b) => Number(a) - Number(b))
    .map((size) => ({ size, state: sizeAvailability(product, prices, size) }))
    .filter(({ state }) => state !== 'not-sold');
  return (
    <ul
      aria-label={m.product.prices}
      data-testid="card-prices"
      className="mt-1 flex flex-col text-sm text-ink sm:flex-row sm:flex-wrap sm:gap-x-2"
    >
      {sizes.map(({ size, state }, index) => (
        <li key={size} className="whitespace-nowrap">
          {index > 0 ? (
            <span aria-hidden="true" className="me-2 hidden text-ink-soft sm:inline">
              ·
            </span>
          ) : null}
          {m.fn.sizeLabel(size)}{' '}
          {state === 'sold-out' ? (
            <span className="text-ink-soft">{m.product.soldOut}</span>
          ) : (
            <span className="font-semibold text-gold">
              {formatPrice(prices.sizes[size].priceCents, prices, m.fn.dollarsShort, m.fn.pounds)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
