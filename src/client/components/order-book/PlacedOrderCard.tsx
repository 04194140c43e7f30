import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OUTLINE_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import type { OrderBookStatus } from '#shared/order-book.ts';
import { trackingPath } from '#shared/paths.ts';
import { StatusBadge } from './StatusBadge.tsx';

interface Props {
  reference: string;
  trackingToken: string;
  createdAt: string;
  totalCents: number;
  status: OrderBookStatus | null;
  lines: readonly { productId: string; name: string; size100mlQuantity: number; size50mlQuantity: number }[];
  action: ReactNode;
}

/** One of the customer's orders in a list: what, when, how much, where it is, and what to do next. */
export function PlacedOrderCard({
  reference,
  trackingToken,
  createdAt,
  totalCents,
  status,
  lines,
  action,
}: Props) {
  const m = useMessages();
  const words = m.orderBook.yourOrders;
  return (
    <li
      data-testid="placed-order"
      aria-label={`${m.orderBook.reference} ${reference}`}
      className="flex flex-col gap-3 rounded-lg border border-night-line bg-night-soft p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-mono text-lg tracking-widest text-gold">{reference}</p>
        {status ? <StatusBadge status={status} /> : null}
      </div>
      <p className="text-sm text-ink-soft">
        <time dateTime={createdAt}>{m.fn.dateTime(createdAt)}</time> · {m.fn.dollars(totalCents)}
      </p>
      <ul className="text-sm text-ink">
        {lines.map((line) => (
          <li key={line.productId}>
            <bdi>{line.name}</bdi>
            {line.size100mlQuantity > 0 ? ` · ${m.fn.sizeLabel('100')} × ${line.size100mlQuantity}` : ''}
            {line.size50mlQuantity > 0 ? ` · ${m.fn.sizeLabel('50')} × ${line.size50mlQuantity}` : ''}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        {action}
        <Link
          to={trackingPath(trackingToken)}
          aria-label={`${words.track} ${reference}`}
          className={`${OUTLINE_BUTTON} text-sm`}
        >
          {words.track}
        </Link>
      </div>
    </li>
  );
}
