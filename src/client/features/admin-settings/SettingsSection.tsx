import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { SubmitButton } from '#client/components/ui/SubmitButton.tsx';
import { POPUP_BUTTON, PRIMARY_ACTION } from '#client/components/ui/styles.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { ApiError } from '#client/lib/http.ts';
import { refusalText } from '#client/lib/record-text.ts';
import type { Catalogue } from '#shared/i18n/catalogue.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { useSectionSave } from './use-settings-drafts.tsx';

type Outcome = { kind: 'saved' } | { kind: 'failed'; lines: string[] } | null;

/** The server's field issues as "Label: message" lines ("body.week.saturday" → "saturday"). */
export function issueLines(
  error: unknown,
  m: Catalogue,
  language: Language,
  labels: Record<string, string> = {},
): string[] {
  if (!(error instanceof ApiError)) return [m.common.genericError];
  const text = refusalText(error, m, language);
  if (error.issues.length === 0) return [text];
  return error.issues.map((issue) => {
    const path = issue.path.replace(/^body\.?/, '');
    const label = labels[path.split('.')[0] ?? ''] ?? path;
    // The server's words for a field are English; another language names the field and the refusal.
    const message = language === 'en' ? issue.message : text;
    return label ? `${label}: ${message}` : message;
  });
}

/**
 * One section of the settings form: its own Save button and its own success or error message. With
 * a `draftKey` (its draft in the page's one form state), its Save first warns when other sections
 * hold unsaved edits, which this Save does not keep.
 */
export function SettingsSection({
  title,
  intro,
  onSave,
  labels,
  children,
  saveLabel,
  draftKey,
}: {
  title: string;
  draftKey?: string;
  intro?: string;
  onSave: () => Promise<unknown>;
  labels?: Record<string, string>;
  children: ReactNode;
  saveLabel?: string;
}) {
  const m = useMessages();
  const language = useLanguage();
  const M = m.adminSettings;
  const id = useId();
  const [isSaving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [unsavedElsewhere, setUnsavedElsewhere] = useState<string[]>([]);
  const draft = useSectionSave(draftKey);

  const save = async (isWarned: boolean) => {
    if (isSaving) return;
    const others = draft.unsavedBesides();
    if (others.length > 0 && !isWarned) {
      setUnsavedElsewhere(others);
      return;
    }
    setUnsavedElsewhere([]);
    setSaving(true);
    setOutcome(null);
    try {
      await onSave();
      draft.markSaved();
      setOutcome({ kind: 'saved' });
    } catch (error) {
      setOutcome({ kind: 'failed', lines: issueLines(error, m, language, labels) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-night-line bg-night-soft p-6"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl text-gold">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-sm text-ink-soft">{intro}</p> : null}
      <form
        method="post"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          void save(false);
        }}
        noValidate
        className="mt-4 flex flex-col gap-4"
      >
        {children}
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton className={PRIMARY_ACTION} disabled={isSaving}>
            {isSaving ? M.saving : (saveLabel ?? M.save)}
          </SubmitButton>
          <div aria-live="polite">
            {outcome?.kind === 'saved' ? (
              <p role="status" className="text-emerald-300">
                {M.saved}
              </p>
            ) : null}
          </div>
        </div>
        {unsavedElsewhere.length > 0 ? (
          <div role="alert" className="flex flex-col gap-3 rounded border border-gold/60 p-3 text-ink">
            <p>{m.details.unsaved.otherSection(unsavedElsewhere.join(', '))}</p>
            <div className="flex flex-wrap gap-3">
              <button type="button" className={PRIMARY_ACTION} onClick={() => void save(true)}>
                {m.details.unsaved.saveThisOnly}
              </button>
              <button type="button" className={POPUP_BUTTON} onClick={() => setUnsavedElsewhere([])}>
                {m.details.unsaved.keep}
              </button>
            </div>
          </div>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <div role="alert" className="rounded border border-red-400/60 p-3 text-red-300">
            <p>{M.saveFailed}</p>
            <ul className="list-disc ps-5">
              {outcome.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </form>
    </section>
  );
}

export const INPUT =
  'w-full rounded border border-night-line bg-night px-3 py-2 text-ink focus:border-gold focus:outline-none';

export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-ink">
        {label}
      </label>
      {children(id)}
    </div>
  );
}
