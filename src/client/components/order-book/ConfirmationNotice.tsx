import { OUTLINE_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { isAwaitingConfirmation, type OrderBookStatus } from '#shared/order-book.ts';

/**
 * Whether the shop has confirmed the order (docs/decisions/144-145); while it has not, the same
 * WhatsApp message one tap away, for a customer whose message never left.
 */
export function ConfirmationNotice({ status, resendUrl }: { status: OrderBookStatus; resendUrl: string }) {
  const words = useMessages().delivery.confirmation;
  if (status === 'cancelled') return null;
  if (!isAwaitingConfirmation(status)) {
    return (
      <p data-testid="confirmation-notice" className="text-emerald-300">
        {words.confirmed}
      </p>
    );
  }
  return (
    <div data-testid="confirmation-notice" className="flex flex-col items-center gap-3">
      <p className="text-ink-soft">{status === 'new' ? words.waiting : words.notReceived}</p>
      <a href={resendUrl} target="_blank" rel="noopener noreferrer" className={OUTLINE_BUTTON}>
        {words.sendAgain}
      </a>
    </div>
  );
}
