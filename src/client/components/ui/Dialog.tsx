import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

interface DialogProps {
  isOpen: boolean;
  /** Escape (and a click on the backdrop when `isBackdropDismiss`): the caller decides what closes it. */
  onCancel(): void;
  /** The id of the dialog's title, or a label when it has no visible title. */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** Where focus goes on opening (the safe choice of a confirmation); the first control otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  isBackdropDismiss?: boolean;
  isClosing?: boolean;
  className: string;
  children: ReactNode;
}

/**
 * The shop's one modal dialog, on the browser's own <dialog>: the page behind is inert, focus moves
 * in and stays inside, Escape cancels, and focus returns to what had it before (docs/decisions/111).
 * React state decides whether it is open; the native dialog follows it.
 */
export function Dialog({
  isOpen,
  onCancel,
  labelledBy,
  label,
  describedBy,
  initialFocus,
  isBackdropDismiss = false,
  isClosing,
  className,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      initialFocus?.current?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
      returnFocus.current?.focus();
    }
  }, [isOpen, initialFocus]);

  // Unmounted while open (the page moved on): give focus back all the same.
  useEffect(() => () => returnFocus.current?.focus(), []);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard's way out is Escape, the dialog's cancel event.
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      data-closing={isClosing ? 'true' : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        // The backdrop is the dialog element itself; its content is inside.
        if (isBackdropDismiss && event.target === event.currentTarget) onCancel();
      }}
      className={className}
    >
      {children}
    </dialog>
  );
}
