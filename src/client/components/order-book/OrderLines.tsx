import { useMessages } from '#client/i18n/language-context.ts';
import { type PlacedOrderItem, placedItemTotalCents } from '#shared/order-book.ts';

/** A placed order's perfumes: each size with its count and the price the shop charged, then the total. */
export function OrderLines({ items, totalCents }: { items: readonly PlacedOrderItem[]; totalCents: number }) {
  const m = useMessages();
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
              <p className="text-ink">{item.name}</p>
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
      <p className="text-end font-display text-lg text-ink">
        {m.orderBook.track.total}: <span className="text-gold">{m.fn.dollars(totalCents)}</span>
      </p>
    </div>
  );
}
