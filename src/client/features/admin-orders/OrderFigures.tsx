import { useOrderFigures } from '#client/api/admin-order-figures.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import type { PeriodFigures } from '#shared/order-book.ts';

function Period({ title, figures }: { title: string; figures: PeriodFigures }) {
  const m = useMessages();
  const words = m.inbox;
  return (
    <div className="rounded-lg border border-night-line bg-night-soft p-4">
      <h3 className="font-display text-lg text-ink">{title}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-ink-soft">{words.delivered}</dt>
          <dd className="text-ink">
            {words.ordersCount(figures.delivered.orders)} · {m.fn.dollars(figures.delivered.revenueCents)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-soft">{words.open}</dt>
          <dd className="text-ink">
            {words.ordersCount(figures.open.orders)} · {m.fn.dollars(figures.open.revenueCents)}
          </dd>
        </div>
      </dl>
    </div>
  );
}

/** Today, 7 and 30 days (delivered and open apart, cancelled left out) and the five best sellers. */
export function OrderFigures() {
  const words = useMessages().inbox;
  const figures = useOrderFigures();
  if (!figures.data) return null;
  const { today, days7, days30, topProducts } = figures.data;
  return (
    <section aria-label={words.figures} data-testid="order-figures" className="flex flex-col gap-4">
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
                {p.name}: {words.bottles(p.bottles, p.size100, p.size50)}
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
