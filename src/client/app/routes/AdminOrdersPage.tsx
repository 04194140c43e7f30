import { Link, useSearchParams } from 'react-router';
import { useAdminOrders } from '#client/api/admin-orders.ts';
import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { SMALL_BUTTON } from '#client/components/ui/styles.ts';
import { AdminNav } from '#client/features/admin-orders/AdminNav.tsx';
import { DeviceAlerts } from '#client/features/admin-orders/DeviceAlerts.tsx';
import { ExportForm } from '#client/features/admin-orders/ExportForm.tsx';
import { FoldedPart } from '#client/features/admin-orders/FoldedPart.tsx';
import { InboxFilters, type InboxFilterValues } from '#client/features/admin-orders/InboxFilters.tsx';
import { InboxGroups } from '#client/features/admin-orders/InboxGroups.tsx';
import { OrderFigures } from '#client/features/admin-orders/OrderFigures.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import { INBOX_PAGE_SIZE, OrderBookStatusSchema } from '#shared/order-book.ts';
import { adminOrdersPrintPath, PATHS } from '#shared/paths.ts';

/** The owner's inbox: figures, filters in the URL, newest orders first, live. */
export default function AdminOrdersPage() {
  const m = useMessages();
  const words = m.inbox;
  const [params, setParams] = useSearchParams();
  const values: InboxFilterValues = {
    status: params.get('status') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    q: params.get('q') ?? '',
  };
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = OrderBookStatusSchema.safeParse(values.status);
  const orders = useAdminOrders({
    ...(status.success ? { status: status.data } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
    ...(values.q ? { q: values.q } : {}),
    page,
  });
  const apply = (next: InboxFilterValues, nextPage = 1) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) if (value) query.set(key, value);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  const data = orders.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / INBOX_PAGE_SIZE)) : 1;

  return (
    <>
      <PageTitle>{words.title}</PageTitle>
      <AdminNav />
      <div className="flex flex-col gap-6">
        {/* On a phone the orders come first: the figures fold at the end, the filters above. */}
        <FoldedPart title={m.details.inbox.figures} className="max-md:order-last">
          <OrderFigures />
        </FoldedPart>
        <div className="max-md:order-last">
          <DeviceAlerts />
        </div>
        <FoldedPart title={m.details.inbox.filters}>
          <div className="flex flex-col gap-3">
            <InboxFilters values={values} onApply={apply} />
            <ExportForm from={values.from} to={values.to} />
          </div>
        </FoldedPart>
        <QueryState
          isPending={orders.isPending}
          isError={orders.isError}
          loadingLabel={words.loading}
          errorText={words.loadFailed}
        >
          {data ? (
            <section aria-label={words.title} className="flex flex-col gap-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <p role="status" className="text-sm text-ink-soft">
                  {words.shown(data.orders.length, data.total)}
                </p>
                {!values.status && data.notReceivedCount > 0 ? (
                  <Link to="?status=not_received" className="text-sm text-gold underline underline-offset-4">
                    {m.delivery.inbox.notReceived(data.notReceivedCount)}
                  </Link>
                ) : null}
                {data.orders.length > 0 ? (
                  <Link
                    to={adminOrdersPrintPath(data.orders.map((o) => o.id))}
                    className="text-sm text-gold underline underline-offset-4"
                  >
                    {words.printAll}
                  </Link>
                ) : null}
              </div>
              {data.orders.length === 0 ? <p className="text-center text-ink-soft">{words.empty}</p> : null}
              <InboxGroups orders={data.orders} />
              {lastPage > 1 ? (
                <div className="flex justify-center gap-3">
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    disabled={page <= 1}
                    onClick={() => apply(values, page - 1)}
                    aria-label={m.adminSettings.paging.previous}
                  >
                    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                      ←
                    </span>
                  </button>
                  <span className="text-sm text-ink-soft">
                    {page} / {lastPage}
                  </span>
                  <button
                    type="button"
                    className={SMALL_BUTTON}
                    disabled={page >= lastPage}
                    onClick={() => apply(values, page + 1)}
                    aria-label={m.adminSettings.paging.next}
                  >
                    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                      →
                    </span>
                  </button>
                </div>
              ) : null}
            </section>
          ) : null}
        </QueryState>
        <Link to={PATHS.admin} className="self-center text-sm text-gold underline underline-offset-4">
          {words.backToProducts}
        </Link>
      </div>
    </>
  );
}
