import { useSearchParams } from 'react-router';
import { useAdminOrdersById } from '#client/api/admin-order.ts';
import { OrderLines } from '#client/components/order-book/OrderLines.tsx';
import { Spinner } from '#client/components/ui/Spinner.tsx';
import { CustomerBlock } from '#client/features/admin-orders/InboxOrder.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

/** One order per printed page, to hand to the courier. */
export default function AdminOrdersPrintPage() {
  const m = useMessages();
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '').split(',').filter(Boolean).slice(0, 100);
  const results = useAdminOrdersById(ids);
  const words = m.inbox;
  if (results.some((r) => r.isPending)) return <Spinner />;
  return (
    <div className="flex flex-col gap-8">
      <div className="flex items-center justify-between print:hidden">
        <h1 className="font-display text-2xl text-gold">{words.printTitle}</h1>
        <button
          type="button"
          onClick={() => window.print()}
          className="rounded bg-gold px-4 py-2 font-medium text-night"
        >
          {words.print}
        </button>
      </div>
      {results.map((result, index) =>
        result.data ? (
          <article
            key={result.data.id}
            data-testid="print-order"
            className="break-after-page rounded-lg border border-night-line p-6 print:border-0 print:p-0"
          >
            <h2 className="font-mono text-2xl tracking-widest text-gold">
              {m.orderBook.reference} {result.data.reference}
            </h2>
            <p className="mb-4 text-sm text-ink-soft">{m.fn.dateTime(result.data.createdAt)}</p>
            <CustomerBlock order={result.data} />
            <div className="mt-4">
              <OrderLines
                items={result.data.items}
                totalCents={result.data.totalCents}
                delivery={result.data.delivery}
              />
            </div>
            <p className="mt-4 text-ink">{m.checkout.paymentMethod}</p>
          </article>
        ) : (
          <p key={ids[index]} role="alert" className="text-ink-soft">
            {words.loadFailed}
          </p>
        ),
      )}
    </div>
  );
}
