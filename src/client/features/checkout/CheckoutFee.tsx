import { useMessages } from '#client/i18n/language-context.ts';
import { formatPrice } from '#shared/prices.ts';
import type { PricesSection } from '#shared/settings-types.ts';

/** The perfumes' sum and the delivery fee above checkout's total; the fee reads "—" until an area is chosen. */
export function CheckoutFee({
  itemsTotalCents,
  feeCents,
  prices,
}: {
  itemsTotalCents: number;
  feeCents: number | null;
  prices: PricesSection;
}) {
  const m = useMessages();
  const words = m.delivery.checkout;
  const money = (cents: number) => formatPrice(cents, prices, m.fn.dollars, m.fn.pounds);
  return (
    <dl className="flex flex-col gap-1 text-ink-soft">
      <div className="flex gap-2">
        <dt>{words.perfumes}:</dt>
        <dd>{money(itemsTotalCents)}</dd>
      </div>
      <div className="flex gap-2">
        <dt>{words.fee}:</dt>
        <dd data-testid="checkout-delivery-fee">
          {feeCents === null ? '—' : feeCents === 0 ? words.free : money(feeCents)}
        </dd>
      </div>
    </dl>
  );
}
