import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import type { OrderDelivery } from '#shared/delivery-types.ts';
import type { OrderDiscount } from '#shared/discount-codes.ts';
import { type PlacedOrderItem, placedItemTotalCents, placedOrderTotalCents } from '#shared/order-book.ts';
import { formatPrice } from '#shared/prices.ts';
import { DeliveryLines } from './DeliveryLines.tsx';
import { DiscountLine } from './DiscountLine.tsx';

/**
 * A placed order's perfumes: each size with its count and the price the shop charged, its delivery
 * and its discount when it has them, then the total (in LBP too when the shop shows LBP).
 */
export function OrderLines({
  items,
  totalCents,
  delivery = null,
  discount = null,
}: {
  items: readonly PlacedOrderItem[];
  totalCents: number;
  delivery?: OrderDelivery | null;
  discount?: OrderDiscount | null;
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
      {delivery ? <DeliveryLines delivery={delivery} perfumesCents={placedOrderTotalCents(items)} /> : null}
      {discount ? (
        <dl className="flex flex-col gap-1 text-end">
          {delivery ? null : (
            <div className="flex justify-end gap-2 text-ink-soft">
              <dt>{m.delivery.order.perfumes}:</dt>
              <dd>{formatPrice(placedOrderTotalCents(items), prices, m.fn.dollars, m.fn.pounds)}</dd>
            </div>
          )}
          <DiscountLine discount={discount} />
        </dl>
      ) : null}
      <p className="text-end font-display text-lg text-ink">
        {m.orderBook.track.total}:{' '}
        <span className="text-gold">{formatPrice(totalCents, prices, m.fn.dollars, m.fn.pounds)}</span>
      </p>
    </div>
  );
}
