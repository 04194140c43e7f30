import { useId } from 'react';
import { useMessages } from '#client/i18n/language-context.ts';
import { LANGUAGE_NAMES, textDirection } from '#shared/i18n/languages.ts';
import { SHOP_TEXT_MAX } from '#shared/settings.ts';
import {
  type ShopFieldInLanguage,
  TRANSLATED_SHOP_FIELDS,
  type TranslatedShopField,
} from '#shared/settings-types.ts';
import { Field, INPUT } from './SettingsSection.tsx';

const IN_LANGUAGES = [
  { language: 'ar', suffix: 'Ar' },
  { language: 'fr', suffix: 'Fr' },
] as const;

const keyOf = (field: TranslatedShopField, suffix: 'Ar' | 'Fr'): ShopFieldInLanguage => `${field}${suffix}`;

/**
 * The shop's address, banner and tagline for the Arabic and French pages (docs/decisions/180),
 * each typed in its own direction. Empty fields are allowed: the page then shows its default.
 */
export function ShopTextsInLanguages({
  values,
  onChange,
}: {
  values: Record<ShopFieldInLanguage, string>;
  onChange: (key: ShopFieldInLanguage, value: string) => void;
}) {
  const M = useMessages().adminSettings.shop;
  const id = useId();
  return (
    <fieldset aria-describedby={`${id}-hint`} className="rounded border border-night-line p-4">
      <legend className="px-1 font-display text-lg text-gold">{M.inLanguages}</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-soft">
        {M.inLanguagesHint}
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {IN_LANGUAGES.map(({ language, suffix }) => (
          <fieldset key={language} className="grid content-start gap-3">
            <legend className="mb-2 text-ink" lang={language}>
              {LANGUAGE_NAMES[language]}
            </legend>
            {TRANSLATED_SHOP_FIELDS.map((field) => {
              const key = keyOf(field, suffix);
              return (
                <Field key={key} label={M[key]}>
                  {(inputId) => (
                    <input
                      id={inputId}
                      name={key}
                      className={INPUT}
                      lang={language}
                      dir={textDirection(language)}
                      maxLength={SHOP_TEXT_MAX[field]}
                      value={values[key]}
                      onChange={(event) => onChange(key, event.target.value)}
                    />
                  )}
                </Field>
              );
            })}
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}
