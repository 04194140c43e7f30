import { Fragment, type ReactNode } from 'react';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { listSeparator, noteWord } from '#shared/fragrance-words.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages.ts';
import type { Product } from '#shared/product.ts';

type Details = Pick<
  Product,
  'concentration' | 'scentFamilies' | 'topNotes' | 'heartNotes' | 'baseNotes' | 'inspiredBy'
>;

/** The fragrance details the shop wrote, each only when present; nothing at all when none is. */
export function FragranceDetails({ product }: { product: Details }) {
  const messages = useMessages();
  const f = messages.fragrance;
  const language = useLanguage();
  // "Inspired by" is the owner's own words, in the shop's default language.
  const ownerWords = language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE;
  // A note the shop knows shows in the page's language; another as the owner wrote it, isolated
  // (docs/decisions/181).
  const notes = (list: readonly string[]): ReactNode =>
    list.map((note, index) => {
      const word = noteWord(note, language, messages.fragranceWords);
      return (
        <Fragment key={note}>
          {index > 0 ? listSeparator(language) : null}
          {word.isTranslated ? word.text : <bdi lang={DEFAULT_LANGUAGE}>{word.text}</bdi>}
        </Fragment>
      );
    });
  const rows: [string, ReactNode, Language | undefined][] = [];
  if (product.concentration) rows.push([f.concentration, f.concentrations[product.concentration], undefined]);
  if (product.scentFamilies.length > 0) {
    const families = product.scentFamilies.map((family) => f.families[family]).join(listSeparator(language));
    rows.push([f.scentFamilies, families, undefined]);
  }
  if (product.topNotes.length > 0) rows.push([f.topNotes, notes(product.topNotes), undefined]);
  if (product.heartNotes.length > 0) rows.push([f.heartNotes, notes(product.heartNotes), undefined]);
  if (product.baseNotes.length > 0) rows.push([f.baseNotes, notes(product.baseNotes), undefined]);
  if (product.inspiredBy) rows.push([f.inspiredBy, product.inspiredBy, ownerWords]);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="fragrance-details" className="mt-6">
      <h2 id="fragrance-details" className="font-display text-xl text-ink">
        {f.detailsTitle}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value, lang]) => (
          <div key={label} className="contents">
            <dt className="text-ink-soft">{label}</dt>
            <dd lang={lang} dir={lang ? 'auto' : undefined} className="text-ink">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
