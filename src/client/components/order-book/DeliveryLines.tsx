import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { areaName } from '#shared/delivery.ts';
import type { OrderDelivery } from '#shared/delivery-types.ts';
import { formatPrice } from '#shared/prices.ts';

/**
 * A placed order's delivery between its perfumes and its total (docs/decisions/143): the perfumes'
 * sum, then pickup or the area with the fee the order was placed with.
 */
export function DeliveryLines({
  delivery,
  perfumesCents,
}: {
  delivery: OrderDelivery;
  perfumesCents: number;
}) {
  const m = useMessages();
  const language = useLanguage();
  const prices = useShopSettings().prices;
  const words = m.delivery.order;
  const money = (cents: number) => formatPrice(cents, prices, m.fn.dollars, m.fn.pounds);
  return (
    <dl data-testid="order-delivery" className="flex flex-col gap-1 text-end text-ink-soft">
      <div className="flex justify-end gap-2">
        <dt>{words.perfumes}:</dt>
        <dd>{money(perfumesCents)}</dd>
      </div>
      <div className="flex justify-end gap-2">
        <dt>
          {words.delivery}
          {delivery.areaNames ? (
            <>
              {' ('}
              <bdi>{areaName(delivery.areaNames, language)}</bdi>)
            </>
          ) : null}
          :
        </dt>
        <dd>
          {delivery.areaNames === null
            ? words.pickup
            : delivery.feeCents === 0
              ? words.free
              : money(delivery.feeCents)}
        </dd>
      </div>
    </dl>
  );
}
