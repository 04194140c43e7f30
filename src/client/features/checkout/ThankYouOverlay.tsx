import { useEffect, useId, useRef } from 'react';
import { MESSAGES } from '#shared/messages.ts';

/** Shown once the order was handed to WhatsApp (SPEC §2 Checkout page). */
export function ThankYouOverlay({ onReturnHome }: { onReturnHome(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onReturnHome();
      }}
      className="m-auto w-[min(30rem,calc(100%-2rem))] rounded-lg border border-gold/40 bg-night-soft p-8 text-center text-ink shadow-2xl backdrop:bg-night/80"
    >
      <h2 id={titleId} className="font-display text-2xl text-gold">
        {MESSAGES.checkout.thankYouTitle}
      </h2>
      <p className="mt-3 text-ink-soft">{MESSAGES.checkout.thankYouText}</p>
      <button
        type="button"
        onClick={onReturnHome}
        className="mt-6 rounded bg-gold px-6 py-2 font-medium text-night hover:bg-gold-deep"
      >
        {MESSAGES.checkout.returnHome}
      </button>
    </dialog>
  );
}
