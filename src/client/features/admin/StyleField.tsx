import { useId } from 'react';
import { FIELD, LABEL_CLASS } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { PRODUCT_STYLE_MAX } from '#shared/constants.ts';
import { isKnownStyle, styleSuggestions } from '#shared/fragrance-words.ts';

interface StyleFieldProps {
  inputId: string;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The perfume's style, typed freely with the shop's known styles suggested (docs/decisions/178):
 * the English word is stored, the suggestion reads in the admin's language, and the hint says
 * whether the Arabic and French pages will show the style in their language.
 */
export function StyleField({ inputId, value, onChange }: StyleFieldProps) {
  const m = useMessages();
  const id = useId();
  const words = m.fragranceWords;
  const hasStyle = value.trim() !== '';
  return (
    <div>
      <label htmlFor={inputId} className={LABEL_CLASS}>
        {m.admin.styleLabel}
      </label>
      <input
        id={inputId}
        name="style"
        list={`${id}-styles`}
        maxLength={PRODUCT_STYLE_MAX}
        placeholder={m.admin.stylePlaceholder}
        value={value}
        aria-describedby={hasStyle ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={FIELD}
      />
      <datalist id={`${id}-styles`}>
        {styleSuggestions(words).map((style) => (
          <option
            key={style.value}
            value={style.value}
            label={style.label === style.value ? undefined : style.label}
          />
        ))}
      </datalist>
      {hasStyle ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
          {isKnownStyle(value, words) ? words.styleKnown : words.styleOwn}
        </p>
      ) : null}
    </div>
  );
}
