import { Dialog } from '#client/components/ui/Dialog.tsx';
import { PRIMARY_ACTION, SECONDARY_ACTION } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';

/** "Give … the admin role?" with Confirm and Cancel; a native dialog keeps focus inside it. */
export function RoleDialog({
  question,
  isBusy,
  onConfirm,
  onCancel,
}: {
  question: string;
  isBusy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const M = useMessages().adminSettings.team;
  return (
    <Dialog
      isOpen
      labelledBy="role-dialog-text"
      onCancel={onCancel}
      className="m-auto rounded-lg border border-night-line bg-night-soft p-6 text-ink backdrop:bg-black/70"
    >
      <p id="role-dialog-text" className="max-w-sm">
        {question}
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={SECONDARY_ACTION} onClick={onCancel}>
          {M.cancel}
        </button>
        <button type="button" className={PRIMARY_ACTION} disabled={isBusy} onClick={onConfirm}>
          {M.confirm}
        </button>
      </div>
    </Dialog>
  );
}
