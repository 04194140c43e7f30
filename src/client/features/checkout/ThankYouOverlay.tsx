import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { trackedOrderQueryOptions } from '#client/api/track.ts';
import { ConfirmationNotice } from '#client/components/order-book/ConfirmationNotice.tsx';
import { Dialog } from '#client/components/ui/Dialog.tsx';
import { LARGE_PRIMARY_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { trackingPath } from '#shared/paths.ts';

interface ThankYouOverlayProps {
  reference: string;
  trackingToken: string;
  /** The same WhatsApp message, for a customer whose first one never left. */
  resendUrl: string | null;
  onReturnHome(): void;
}

const CONFIRMATION_POLL_MS = 15_000;

/** Shown once the order was handed to WhatsApp (SPEC §2 Checkout page), with its reference and tracking link. */
export function ThankYouOverlay({ reference, trackingToken, resendUrl, onReturnHome }: ThankYouOverlayProps) {
  const m = useMessages();
  const titleId = useId();
  // Asked again every 15 s while the overlay is open: it says so the moment the shop confirms.
  const tracked = useQuery({
    ...trackedOrderQueryOptions(trackingToken),
    refetchInterval: CONFIRMATION_POLL_MS,
  });
  // Leaving the overlay (for the tracking page, say) asks again: what it last read may be 15 s old.
  const queryClient = useQueryClient();
  useEffect(
    () => () =>
      void queryClient.invalidateQueries({ queryKey: trackedOrderQueryOptions(trackingToken).queryKey }),
    [queryClient, trackingToken],
  );
  return (
    <Dialog
      isOpen
      labelledBy={titleId}
      onCancel={onReturnHome}
      className="m-auto w-[min(30rem,calc(100%-2rem))] rounded-lg border border-gold/40 bg-night-soft p-8 text-center text-ink shadow-2xl backdrop:bg-night/80"
    >
      <h2 id={titleId} className="font-display text-2xl text-gold">
        {m.checkout.thankYouTitle}
      </h2>
      <p className="mt-3 text-ink-soft">{m.checkout.thankYouText}</p>
      <p className="mt-4 text-ink">
        {m.orderBook.reference}:{' '}
        <strong data-testid="order-reference" className="font-mono text-xl tracking-widest text-gold">
          {reference}
        </strong>
      </p>
      {resendUrl ? (
        <div className="mt-4">
          <ConfirmationNotice status={tracked.data?.status ?? 'new'} resendUrl={resendUrl} />
        </div>
      ) : null}
      <Link
        to={trackingPath(trackingToken)}
        className="mt-3 inline-block text-gold underline underline-offset-4 hover:text-gold-deep"
      >
        {m.orderBook.trackOrder}
      </Link>
      <br />
      <button type="button" onClick={onReturnHome} className={`mt-6 ${LARGE_PRIMARY_BUTTON}`}>
        {m.checkout.returnHome}
      </button>
    </Dialog>
  );
}
