import { useId } from 'react';
import { useMessages } from '#client/i18n/language-context.ts';
import type { AdminOrder } from '#shared/order-book.ts';
import { InboxOrder } from './InboxOrder.tsx';
import { UndoOffersProvider } from './use-undo-offer.tsx';

/**
 * The inbox's orders with those waiting for confirmation apart, above the confirmed ones
 * (docs/decisions/144); the server lists them first. A page with one kind only shows no headings.
 */
export function InboxGroups({ orders }: { orders: readonly AdminOrder[] }) {
  // One provider whatever the groups: an order's Undo outlives its card moving to the other group.
  return (
    <UndoOffersProvider>
      <Groups orders={orders} />
    </UndoOffersProvider>
  );
}

function Groups({ orders }: { orders: readonly AdminOrder[] }) {
  const words = useMessages().delivery.inbox;
  const waitingId = useId();
  const othersId = useId();
  const waiting = orders.filter((o) => o.status === 'new');
  const others = orders.filter((o) => o.status !== 'new');
  const list = (items: readonly AdminOrder[], labelledBy?: string) => (
    <ul className="flex flex-col gap-4" aria-labelledby={labelledBy}>
      {items.map((order) => (
        <InboxOrder key={order.id} order={order} />
      ))}
    </ul>
  );
  if (waiting.length === 0 || others.length === 0) {
    return waiting.length > 0 ? (
      <>
        <p className="text-sm text-ink-soft">{words.waitingHint}</p>
        {list(waiting)}
      </>
    ) : (
      list(others)
    );
  }
  return (
    <>
      <div data-testid="inbox-waiting" className="flex flex-col gap-3">
        <h2 id={waitingId} className="font-display text-xl text-gold">
          {words.waitingTitle} ({waiting.length})
        </h2>
        <p className="text-sm text-ink-soft">{words.waitingHint}</p>
        {list(waiting, waitingId)}
      </div>
      <div className="flex flex-col gap-3">
        <h2 id={othersId} className="font-display text-xl text-ink">
          {words.othersTitle}
        </h2>
        {list(others, othersId)}
      </div>
    </>
  );
}
