import { useMessages } from '#client/i18n/language-context.ts';
import type { OrderBookStatus } from '#shared/order-book.ts';

const TONE: Record<OrderBookStatus, string> = {
  new: 'border-gold text-gold',
  confirmed: 'border-sky-300 text-sky-200',
  out_for_delivery: 'border-amber-300 text-amber-200',
  delivered: 'border-emerald-300 text-emerald-200',
  cancelled: 'border-night-line text-ink-soft line-through',
  not_received: 'border-dashed border-night-line text-ink-soft',
};

export function StatusBadge({ status }: { status: OrderBookStatus }) {
  const m = useMessages();
  return (
    <span data-testid="order-status" className={`rounded-full border px-2.5 py-0.5 text-sm ${TONE[status]}`}>
      {m.orderBook.statuses[status]}
    </span>
  );
}
