import { useId, useState } from 'react';
import { useEraseOrderCustomer } from '#client/api/admin-order-erase.ts';
import { type StatusChange, useChangeOrderStatus } from '#client/api/admin-order-status.ts';
import { SubmitButton } from '#client/components/ui/SubmitButton.tsx';
import { SMALL_BUTTON, SMALL_PRIMARY_BUTTON } from '#client/components/ui/styles.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { ApiError } from '#client/lib/http.ts';
import { refusalText } from '#client/lib/record-text.ts';
import { toast } from '#client/lib/toast.ts';
import { type AdminOrder, CANCEL_REASON_MAX, nextStatuses } from '#shared/order-book.ts';
import { useUndoOffer } from './use-undo-offer.tsx';

/** Only the moves the server allows from this status; cancelling asks for an optional reason first. */
export function StatusActions({ order }: { order: AdminOrder }) {
  const words = useMessages().inbox;
  const undoWords = useMessages().statusUndo;
  const changeStatus = useChangeOrderStatus();
  const erase = useEraseOrderCustomer();
  const isPending = changeStatus.isPending || erase.isPending;
  const [isCancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const id = useId();
  const undo = useUndoOffer(order);
  const m = useMessages();
  const language = useLanguage();

  const outcome = {
    onSuccess: (changed: AdminOrder) => {
      undo.offer(changed);
      setCancelling(false);
    },
    onError: (error: unknown) => {
      console.warn('Changing the order failed.', error);
      // Too few bottles left names the perfume, the size and the count (docs/decisions/189).
      const isStockRefusal = error instanceof ApiError && error.code === 'SIZE_UNAVAILABLE';
      toast.error(isStockRefusal ? refusalText(error, m, language) : words.changeFailed);
    },
  };
  const run = (next: StatusChange | { id: string; erase: true }) =>
    'erase' in next
      ? erase.mutate(next.id, { ...outcome, onSuccess: () => toast.success(words.changed) })
      : // Not mutate's own callbacks: they are dropped when this card unmounts, and a confirmed order's
        // card is drawn anew in the other group before they would run. The Undo offer lives above it.
        void changeStatus.mutateAsync(next).then(outcome.onSuccess, outcome.onError);
  const moves = nextStatuses(order.status);
  const label = `${order.reference}`;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {moves.map((status) =>
          status === 'cancelled' ? (
            <button
              key={status}
              type="button"
              disabled={isPending}
              onClick={() => setCancelling(true)}
              aria-expanded={isCancelling}
              aria-label={`${words.actions.cancelled} ${label}`}
              className={SMALL_BUTTON}
            >
              {words.actions.cancelled}
            </button>
          ) : (
            <button
              key={status}
              type="button"
              disabled={isPending}
              aria-busy={isPending}
              onClick={() => run({ id: order.id, status })}
              aria-label={`${words.actions[status]} ${label}`}
              className={SMALL_PRIMARY_BUTTON}
            >
              {words.actions[status]}
            </button>
          ),
        )}
        {undo.button}
        {order.erasedAt ? null : (
          <button
            type="button"
            disabled={isPending}
            onClick={() => {
              if (window.confirm(words.eraseConfirm)) run({ id: order.id, erase: true });
            }}
            className={SMALL_BUTTON}
          >
            {words.erase}
          </button>
        )}
      </div>
      {isCancelling ? (
        <form
          method="post"
          aria-label={undoWords.cancelQuestion(order.reference)}
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            run({ id: order.id, status: 'cancelled', reason: reason.trim() });
          }}
        >
          <p className="w-full font-medium text-ink">{undoWords.cancelQuestion(order.reference)}</p>
          <div className="flex flex-1 flex-col gap-1">
            <label htmlFor={`${id}-reason`} className="text-sm text-ink">
              {words.cancelReason}
            </label>
            <input
              id={`${id}-reason`}
              value={reason}
              maxLength={CANCEL_REASON_MAX}
              onChange={(event) => setReason(event.target.value)}
              className="rounded border border-night-line bg-night px-3 py-2 text-ink focus:border-gold focus:outline-none"
            />
          </div>
          <SubmitButton disabled={isPending} className={SMALL_PRIMARY_BUTTON}>
            {words.confirmCancel}
          </SubmitButton>
          <button type="button" onClick={() => setCancelling(false)} className={SMALL_BUTTON}>
            {words.keep}
          </button>
        </form>
      ) : null}
    </div>
  );
}
