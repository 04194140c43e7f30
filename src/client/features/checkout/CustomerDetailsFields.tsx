import { useId } from 'react';
import { useMessages } from '#client/i18n/language-context.ts';
import { CUSTOMER_ADDRESS_MAX, CUSTOMER_NAME_MAX } from '#shared/order-book.ts';
import type { DetailsText } from './checkout-storage.ts';

export type DetailsErrors = Partial<Record<keyof DetailsText, string>>;

interface Props {
  value: DetailsText;
  errors: DetailsErrors;
  disabled: boolean;
  onChange(value: DetailsText): void;
}

const FIELDS = [
  {
    key: 'name',
    label: 'name',
    hint: null,
    type: 'text',
    autoComplete: 'name',
    maxLength: CUSTOMER_NAME_MAX,
  },
  {
    key: 'phone',
    label: 'phone',
    hint: 'phoneHint',
    type: 'tel',
    autoComplete: 'tel',
    maxLength: 40,
  },
  {
    key: 'address',
    label: 'address',
    hint: 'addressHint',
    type: 'text',
    autoComplete: 'street-address',
    maxLength: CUSTOMER_ADDRESS_MAX,
  },
] as const;

/** Checkout's three optional questions; none blocks sending, a bad answer is explained beside its field. */
export function CustomerDetailsFields({ value, errors, disabled, onChange }: Props) {
  const words = useMessages().orderBook.details;
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-night-line p-4">
      <legend className="px-1 font-display text-lg text-ink">{words.legend}</legend>
      <p className="text-sm text-ink-soft">{words.hint}</p>
      {FIELDS.map((field) => {
        const inputId = `${id}-${field.key}`;
        const error = errors[field.key];
        const describedBy = [field.hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={field.key} className="flex flex-col gap-1">
            <label htmlFor={inputId} className="text-sm text-ink">
              {words[field.label]}
            </label>
            <input
              id={inputId}
              name={field.key}
              type={field.type}
              // A name or an address typed in another script runs its own way; a phone is left to right.
              dir={field.type === 'tel' ? 'ltr' : 'auto'}
              autoComplete={field.autoComplete}
              // The server refuses longer text; the browser stops well before (plus room to see the message).
              maxLength={field.maxLength * 2}
              value={value[field.key]}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              onChange={(event) => onChange({ ...value, [field.key]: event.target.value })}
              className="rounded border border-night-line bg-night px-3 py-2 text-ink focus:border-gold focus:outline-none aria-[invalid]:border-red-400"
            />
            {field.hint ? (
              <p id={`${inputId}-hint`} className="text-xs text-ink-soft">
                {words[field.hint]}
              </p>
            ) : null}
            {error ? (
              <p id={`${inputId}-error`} role="alert" className="text-sm text-red-300">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
