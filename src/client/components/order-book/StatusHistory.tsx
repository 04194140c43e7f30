import { useMessages } from '#client/i18n/language-context.ts';
import type { OrderBookStatus } from '#shared/order-book.ts';

interface Change {
  status: OrderBookStatus;
  at: string;
  reason: string | null;
  byEmail?: string | null;
}

/** Each status the order went through, with its time (and, for the owner, who changed it). */
export function StatusHistory({
  history,
  showWho = false,
}: {
  history: readonly Change[];
  showWho?: boolean;
}) {
  const m = useMessages();
  return (
    <ol data-testid="status-history" className="flex flex-col gap-1 border-s border-night-line ps-4 text-sm">
      {history.map((change) => (
        <li key={`${change.status}-${change.at}`}>
          <span className="text-ink">{m.orderBook.statuses[change.status]}</span>{' '}
          <time dateTime={change.at} className="text-ink-soft">
            {m.fn.dateTime(change.at)}
          </time>
          {showWho ? (
            <span className="text-ink-soft">
              {' '}
              {change.status === 'not_received' && !change.byEmail
                ? m.delivery.inbox.movedUnconfirmed
                : m.inbox.by(change.byEmail ?? null)}
            </span>
          ) : null}
          <ChangeReason reason={change.reason} />
        </li>
      ))}
    </ol>
  );
}

/** A cancelled order's reason, under its line of the history. */
export function ChangeReason({ reason }: { reason: string | null }) {
  const m = useMessages();
  return reason ? (
    <span className="block text-ink-soft">
      {m.orderBook.track.reason}: <bdi>{reason}</bdi>
    </span>
  ) : null;
}
