import { Sentence } from '#client/components/ui/Bidi.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import type { OrderDiscount } from '#shared/discount-codes.ts';
import { formatPrice } from '#shared/prices.ts';

/**
 * "Discount (EID10): −$5.00", a row of the order's sums (docs/decisions/191): the code isolated,
 * as any Latin text in an Arabic line, and the amount as every other amount of the order.
 */
export function DiscountLine({ discount }: { discount: OrderDiscount }) {
  const m = useMessages();
  const prices = useShopSettings().prices;
  return (
    <div data-testid="order-discount" className="flex justify-end gap-2 text-ink-soft">
      <dt>
        <Sentence template={m.discountCodes.order.discount('{code}')} values={{ code: discount.code }} />:
      </dt>
      <dd>
        <bdi>-{formatPrice(discount.amountCents, prices, m.fn.dollars, m.fn.pounds)}</bdi>
      </dd>
    </div>
  );
}
