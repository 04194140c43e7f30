import { useId, useRef } from 'react';
import { Dialog } from '#client/components/ui/Dialog.tsx';
import { DANGER_BUTTON_CLASS, SECONDARY_BUTTON_CLASS } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';

interface ConfirmDeleteDialogProps {
  isOpen: boolean;
  isDeleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Another removal's words (a brand's); a perfume's by default. */
  texts?: { title: string; text: string; cancel: string; confirm: string };
}

/**
 * SPEC §2 delete confirmation. A native modal <dialog>: the page behind is inert, focus moves in
 * (to Cancel, the safe choice), Escape cancels, and focus returns to the button that opened it.
 */
export function ConfirmDeleteDialog({
  isOpen,
  isDeleting,
  onCancel,
  onConfirm,
  texts,
}: ConfirmDeleteDialogProps) {
  const m = useMessages();
  const words = texts ?? {
    title: m.admin.confirmTitle,
    text: m.admin.confirmText,
    cancel: m.admin.cancel,
    confirm: m.admin.delete,
  };
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  return (
    <Dialog
      isOpen={isOpen}
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={cancelRef}
      onCancel={() => {
        if (!isDeleting) onCancel();
      }}
      className="m-auto w-[min(92vw,28rem)] rounded-lg border border-night-line bg-night-soft p-6 text-ink backdrop:bg-night/80"
    >
      <h2 id={titleId} className="font-display text-xl text-gold">
        {words.title}
      </h2>
      <p id={textId} className="mt-3 text-ink-soft">
        {words.text}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          disabled={isDeleting}
          className={SECONDARY_BUTTON_CLASS}
        >
          {words.cancel}
        </button>
        <button
          type="button"
          onClick={onConfirm}
          disabled={isDeleting}
          aria-busy={isDeleting}
          className={DANGER_BUTTON_CLASS}
        >
          {words.confirm}
        </button>
      </div>
    </Dialog>
  );
}
