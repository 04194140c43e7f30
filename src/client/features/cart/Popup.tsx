import { type ReactNode, useEffect, useId, useRef } from 'react';

interface PopupProps {
  isOpen: boolean;
  isClosing: boolean;
  title: string;
  children: ReactNode;
  /** Escape, like the popup's own dismiss button. */
  onDismiss(): void;
  actions: ReactNode;
}

/**
 * A modal dialog (the browser's own <dialog>: focus stays inside, Escape dismisses). It fades out
 * over the exit animation before it really closes.
 */
export function Popup({ isOpen, isClosing, title, children, onDismiss, actions }: PopupProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-closing={isClosing ? 'true' : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!isClosing) onDismiss();
      }}
      className={`m-auto w-[min(28rem,calc(100%-2rem))] rounded-lg border border-gold/40 bg-night-soft p-6 text-ink shadow-2xl backdrop:bg-night/70 transition-[opacity,transform] duration-300 ${
        isClosing ? 'scale-95 opacity-0' : 'scale-100 opacity-100'
      }`}
    >
      <h2 id={titleId} className="font-display text-xl text-gold">
        {title}
      </h2>
      <div className="mt-3 text-ink-soft">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">{actions}</div>
    </dialog>
  );
}

export const popupButtonClass =
  'rounded border border-night-line px-4 py-2 text-sm text-ink hover:border-gold hover:text-gold disabled:opacity-60';
export const popupPrimaryButtonClass =
  'rounded bg-gold px-4 py-2 text-sm font-medium text-night hover:bg-gold-deep disabled:opacity-60';
