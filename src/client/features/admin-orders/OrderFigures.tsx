import { useOrderFigures } from '#client/api/admin-order-figures.ts';
import { PriceText } from '#client/components/ui/PriceText.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import type { PeriodFigures } from '#shared/order-book.ts';
import { formatPrice } from '#shared/prices.ts';
import { LowStockList } from './LowStockList.tsx';

type Figure = PeriodFigures['delivered'];

/**
 * "2 orders · $46.00", and "of which delivery $6.00" under it when fees were charged; in LBP too
 * when the shop shows LBP, as every other amount the owner reads.
 */
function FigureValue({ figure }: { figure: Figure }) {
  const m = useMessages();
  const { prices } = useShopSettings();
  return (
    <dd className="text-ink">
      {m.inbox.ordersCount(figure.orders)} · <PriceText cents={figure.revenueCents} />
      {figure.deliveryCents > 0 ? (
        <span className="block text-ink-soft">
          {m.delivery.inbox.withDelivery(
            formatPrice(figure.deliveryCents, prices, m.fn.dollars, m.fn.pounds),
          )}
        </span>
      ) : null}
      {figure.discountCents > 0 ? (
        <span className="block text-ink-soft">
          {m.discountCodes.order.withDiscount(
            formatPrice(figure.discountCents, prices, m.fn.dollars, m.fn.pounds),
          )}
        </span>
      ) : null}
    </dd>
  );
}

function Period({ title, figures }: { title: string; figures: PeriodFigures }) {
  const m = useMessages();
  const words = m.inbox;
  return (
    <div className="rounded-lg border border-night-line bg-night-soft p-4">
      <h3 className="font-display text-lg text-ink">{title}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-ink-soft">{words.delivered}</dt>
          <FigureValue figure={figures.delivered} />
        </div>
        <div>
          <dt className="text-ink-soft">{words.open}</dt>
          <FigureValue figure={figures.open} />
        </div>
        <div className="col-span-2" data-testid="figures-waiting">
          <dt className="text-ink-soft">{m.delivery.inbox.waiting}</dt>
          <FigureValue figure={figures.waiting} />
        </div>
      </dl>
    </div>
  );
}

/**
 * Today, 7 and 30 days: revenue from confirmed orders (delivered and open apart), those still waiting
 * for confirmation beside them, cancelled and not received left out; and the five best sellers.
 */
export function OrderFigures() {
  const m = useMessages();
  const words = m.inbox;
  const figures = useOrderFigures();
  if (!figures.data) return null;
  const { today, days7, days30, topProducts, lowStock, discountCodes } = figures.data;
  return (
    <section aria-label={words.figures} data-testid="order-figures" className="flex flex-col gap-4">
      <p className="text-sm text-ink-soft">{m.delivery.inbox.revenueNote}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        <Period title={words.today} figures={today} />
        <Period title={words.days7} figures={days7} />
        <Period title={words.days30} figures={days30} />
      </div>
      <div className="rounded-lg border border-night-line bg-night-soft p-4">
        <h3 className="font-display text-lg text-ink">{words.topProducts}</h3>
        {topProducts.length === 0 ? (
          <p className="text-sm text-ink-soft">{words.noSales}</p>
        ) : (
          <ol className="mt-2 list-decimal ps-5 text-sm text-ink">
            {topProducts.map((p) => (
              <li key={p.productId}>
                <bdi>{p.name}</bdi>: {words.bottles(p.bottles, p.size100, p.size50)}
              </li>
            ))}
          </ol>
        )}
      </div>
      <LowStockList lines={lowStock} />
      {discountCodes.length > 0 ? (
        <div
          className="rounded-lg border border-night-line bg-night-soft p-4"
          data-testid="figures-discounts"
        >
          <h3 className="font-display text-lg text-ink">{m.discountCodes.order.discounts}</h3>
          <ul className="mt-2 text-sm text-ink">
            {discountCodes.map((c) => (
              <li key={c.code}>
                <bdi>{c.code}</bdi>: {words.ordersCount(c.orders)} · <PriceText cents={c.discountCents} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
