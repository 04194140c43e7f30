import { type ReactNode, useId } from 'react';
import { Dialog } from '#client/components/ui/Dialog.tsx';

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
  const titleId = useId();
  return (
    <Dialog
      isOpen={isOpen}
      isClosing={isClosing}
      labelledBy={titleId}
      onCancel={() => {
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
    </Dialog>
  );
}
