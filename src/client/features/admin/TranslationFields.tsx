import { useId } from 'react';
import { FIELD, LABEL_CLASS } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX } from '#shared/constants.ts';
import { LANGUAGE_NAMES, textDirection } from '#shared/i18n/languages.ts';
import type { TranslationValues } from './product-form-state.ts';

const LANGUAGES = [
  { language: 'ar', name: 'nameAr', description: 'descriptionAr' },
  { language: 'fr', name: 'nameFr', description: 'descriptionFr' },
] as const;

interface TranslationFieldsProps {
  values: TranslationValues;
  onChange: (change: Partial<TranslationValues>) => void;
}

/** The product's optional Arabic and French name and description (docs/decisions/124). */
export function TranslationFields({ values, onChange }: TranslationFieldsProps) {
  const texts = useMessages().admin.translations;
  const id = useId();
  return (
    <fieldset
      aria-describedby={`${id}-hint`}
      className="grid gap-4 rounded border border-night-line p-4 md:col-span-2 md:grid-cols-2"
    >
      <legend className="px-1 font-display text-lg text-gold">{texts.legend}</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-soft md:col-span-2">
        {texts.hint}
      </p>
      {LANGUAGES.map(({ language, name, description }) => (
        <div key={language} className="grid gap-3" lang={language} dir={textDirection(language)}>
          <label htmlFor={`${id}-${name}`} className={LABEL_CLASS}>
            {texts.name} · {LANGUAGE_NAMES[language]}
          </label>
          <input
            id={`${id}-${name}`}
            name={name}
            maxLength={PRODUCT_NAME_MAX}
            value={values[name]}
            onChange={(event) => onChange({ [name]: event.target.value })}
            className={FIELD}
          />
          <label htmlFor={`${id}-${description}`} className={LABEL_CLASS}>
            {texts.description} · {LANGUAGE_NAMES[language]}
          </label>
          <textarea
            id={`${id}-${description}`}
            name={description}
            rows={3}
            maxLength={PRODUCT_DESCRIPTION_MAX}
            value={values[description]}
            onChange={(event) => onChange({ [description]: event.target.value })}
            className={FIELD}
          />
        </div>
      ))}
    </fieldset>
  );
}
