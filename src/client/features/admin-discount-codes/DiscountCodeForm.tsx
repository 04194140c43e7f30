import { type ReactNode, useId, useState } from 'react';
import { useSaveDiscountCode } from '#client/api/admin-discount-codes.ts';
import { SubmitButton } from '#client/components/ui/SubmitButton.tsx';
import {
  FIELD,
  LABEL_CLASS,
  PANEL_CLASS,
  PRIMARY_BUTTON_CLASS,
  SECONDARY_BUTTON_CLASS,
} from '#client/components/ui/styles.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { ApiError } from '#client/lib/http.ts';
import { refusalText } from '#client/lib/record-text.ts';
import type { DiscountCode } from '#shared/discount-codes.ts';
import { type DiscountCodeDraft, draftOf, EMPTY_DRAFT, readDraft } from './discount-code-draft.ts';

type Field = keyof DiscountCodeDraft;

/**
 * Adding or editing a code (docs/decisions/191): checked here by the server's own schema, then by
 * the server; a refusal shows beside the form. Sent by its script only (docs/decisions/158).
 */
export function DiscountCodeForm({
  editing,
  onDone,
}: {
  editing: DiscountCode | null;
  onDone: (message: string) => void;
}) {
  const m = useMessages();
  const language = useLanguage();
  const words = m.discountCodes.admin;
  const id = useId();
  const [draft, setDraft] = useState<DiscountCodeDraft>(editing ? draftOf(editing) : EMPTY_DRAFT);
  const [invalid, setInvalid] = useState<Set<Field>>(new Set());
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveDiscountCode();

  const set = (field: Field, value: string | boolean) => setDraft((d) => ({ ...d, [field]: value }));
  const message = (field: Field): string | null => {
    if (!invalid.has(field)) return null;
    if (field === 'code') return words.invalid.code;
    if (field === 'value') return draft.kind === 'percent' ? words.invalid.percent : words.invalid.amount;
    if (field === 'endsOn') return words.invalid.endsOn;
    return words.invalid.number;
  };

  const submit = async () => {
    const read = readDraft(draft);
    if (!read.ok) {
      setInvalid(read.fields);
      return;
    }
    setInvalid(new Set());
    setRefusal(null);
    try {
      const saved = await save.mutateAsync({ id: editing?.id ?? null, input: read.input });
      onDone(editing ? words.saved(saved.code) : words.created(saved.code));
      if (!editing) setDraft(EMPTY_DRAFT);
    } catch (error) {
      setRefusal(refusalText(error, m, language));
      if (error instanceof ApiError && error.issues.some((i) => i.path === 'body.code'))
        setInvalid(new Set(['code']));
    }
  };

  const input = (field: Field, label: string, props: Record<string, unknown>, hint?: string): ReactNode => {
    const error = message(field);
    const describedBy = [hint ? `${id}-${field}-hint` : null, error ? `${id}-${field}-error` : null]
      .filter(Boolean)
      .join(' ');
    return (
      <div>
        <label htmlFor={`${id}-${field}`} className={LABEL_CLASS}>
          {label}
        </label>
        <input
          id={`${id}-${field}`}
          name={field}
          className={FIELD}
          value={String(draft[field])}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => set(field, event.target.value)}
          {...props}
        />
        {hint ? (
          <p id={`${id}-${field}-hint`} className="mt-1 text-xs text-ink-soft">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      method="post"
      aria-label={editing ? words.editCode(editing.code) : words.newCode}
      className={`${PANEL_CLASS} flex flex-col gap-4`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 className="font-display text-xl text-ink">
        {editing ? words.editCode(editing.code) : words.newCode}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {input(
          'code',
          words.code,
          { dir: 'ltr', autoComplete: 'off', spellCheck: false, maxLength: 40 },
          words.codeHint,
        )}
        <fieldset>
          <legend className={LABEL_CLASS}>{words.kind}</legend>
          <div className="flex gap-4 text-ink">
            {(['percent', 'amount'] as const).map((kind) => (
              <label key={kind} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="kind"
                  value={kind}
                  checked={draft.kind === kind}
                  onChange={() => set('kind', kind)}
                />
                {kind === 'percent' ? words.percent : words.amount}
              </label>
            ))}
          </div>
        </fieldset>
        {input('value', draft.kind === 'percent' ? words.percentValue : words.amountValue, {
          inputMode: 'decimal',
          dir: 'ltr',
        })}
        {input('minOrder', words.minOrder, { inputMode: 'decimal', dir: 'ltr' }, words.minOrderHint)}
        {input('startsOn', words.startsOn, { type: 'date' }, words.datesHint)}
        {input('endsOn', words.endsOn, { type: 'date' })}
        {input('useLimit', words.useLimit, { inputMode: 'numeric', dir: 'ltr' }, words.useLimitHint)}
        <label className="flex items-center gap-2 self-center text-ink">
          <input
            type="checkbox"
            checked={draft.isActive}
            onChange={(event) => set('isActive', event.target.checked)}
          />
          {words.isActive}
        </label>
      </div>
      {refusal ? (
        <p role="alert" className="text-red-300">
          {refusal}
        </p>
      ) : null}
      <div className="flex gap-3">
        <SubmitButton className={PRIMARY_BUTTON_CLASS} disabled={save.isPending} aria-busy={save.isPending}>
          {editing ? words.save : words.create}
        </SubmitButton>
        {editing ? (
          <button type="button" className={SECONDARY_BUTTON_CLASS} onClick={() => onDone('')}>
            {words.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
