import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import type { OrderDelivery } from '#shared/delivery-types.ts';
import { type PlacedOrderItem, placedItemTotalCents } from '#shared/order-book.ts';
import { formatPrice } from '#shared/prices.ts';
import { DeliveryLines } from './DeliveryLines.tsx';

/**
 * A placed order's perfumes: each size with its count and the price the shop charged, its delivery
 * when it has one, then the total (in LBP too when the shop shows LBP).
 */
export function OrderLines({
  items,
  totalCents,
  delivery = null,
}: {
  items: readonly PlacedOrderItem[];
  totalCents: number;
  delivery?: OrderDelivery | null;
}) {
  const m = useMessages();
  const prices = useShopSettings().prices;
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col divide-y divide-night-line">
        {items.map((item) => (
          <li
            key={item.productId}
            data-testid="placed-order-line"
            className="flex justify-between gap-4 py-2"
          >
            <div>
              <p className="text-ink">
                <bdi>{item.name}</bdi>
              </p>
              <ul className="flex flex-wrap gap-x-4 text-sm text-ink-soft">
                {item.size100mlQuantity > 0 ? (
                  <li>
                    {m.fn.sizeLabel('100')} × {item.size100mlQuantity} (
                    {m.fn.dollars(item.size100mlPriceCents)})
                  </li>
                ) : null}{' '}
                {item.size50mlQuantity > 0 ? (
                  <li>
                    {m.fn.sizeLabel('50')} × {item.size50mlQuantity} ({m.fn.dollars(item.size50mlPriceCents)})
                  </li>
                ) : null}
              </ul>
            </div>
            <span className="text-ink">{m.fn.dollars(placedItemTotalCents(item))}</span>
          </li>
        ))}
      </ul>
      {delivery ? <DeliveryLines delivery={delivery} totalCents={totalCents} /> : null}
      <p className="text-end font-display text-lg text-ink">
        {m.orderBook.track.total}:{' '}
        <span className="text-gold">{formatPrice(totalCents, prices, m.fn.dollars, m.fn.pounds)}</span>
      </p>
    </div>
  );
}
