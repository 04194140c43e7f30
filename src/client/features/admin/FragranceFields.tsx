import { useId } from 'react';
import { ConcentrationOptions } from '#client/components/ui/ConcentrationOptions.tsx';
import { FIELD, LABEL_CLASS } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { INSPIRED_BY_MAX, SCENT_FAMILIES } from '#shared/fragrance.ts';
import type { FragranceFormValues } from './product-form-state.ts';

const NOTE_FIELDS = [
  ['topNotes', 'topNotes'],
  ['heartNotes', 'heartNotes'],
  ['baseNotes', 'baseNotes'],
] as const;

interface FragranceFieldsProps {
  values: FragranceFormValues;
  onChange: (change: Partial<FragranceFormValues>) => void;
}

/** The optional fragrance details of the admin form (docs/decisions/083); the server checks them too. */
export function FragranceFields({ values, onChange }: FragranceFieldsProps) {
  const f = useMessages().fragrance;
  const id = useId();
  return (
    <fieldset className="grid gap-4 rounded border border-night-line p-4 md:col-span-2 md:grid-cols-2">
      <legend className="px-1 font-medium text-ink">{f.detailsTitle}</legend>
      <div>
        <label htmlFor={`${id}-concentration`} className={LABEL_CLASS}>
          {f.concentration}
        </label>
        <select
          id={`${id}-concentration`}
          value={values.concentration}
          onChange={(event) => onChange({ concentration: event.target.value })}
          className={FIELD}
        >
          <ConcentrationOptions emptyLabel={f.noConcentration} />
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-inspired`} className={LABEL_CLASS}>
          {f.inspiredBy}
        </label>
        <input
          id={`${id}-inspired`}
          value={values.inspiredBy}
          maxLength={INSPIRED_BY_MAX}
          placeholder={f.inspiredByHint}
          onChange={(event) => onChange({ inspiredBy: event.target.value })}
          className={FIELD}
        />
      </div>
      <fieldset className="md:col-span-2">
        <legend className={LABEL_CLASS}>{f.scentFamilies}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {SCENT_FAMILIES.map((family) => (
            <label key={family} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={values.scentFamilies.includes(family)}
                onChange={(event) =>
                  onChange({
                    scentFamilies: event.target.checked
                      ? [...values.scentFamilies, family]
                      : values.scentFamilies.filter((f) => f !== family),
                  })
                }
                className="h-4 w-4 accent-gold"
              />
              {f.families[family]}
            </label>
          ))}
        </div>
      </fieldset>
      {NOTE_FIELDS.map(([field, label]) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`} className={LABEL_CLASS}>
            {f[label]}
          </label>
          <input
            id={`${id}-${field}`}
            value={values[field]}
            maxLength={600}
            placeholder={f.notesHint}
            onChange={(event) => onChange({ [field]: event.target.value })}
            className={FIELD}
          />
        </div>
      ))}
    </fieldset>
  );
}
