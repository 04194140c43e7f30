import { type RefObject, useId } from 'react';
import { FIELD, SECONDARY_ACTION } from '#client/components/ui/styles.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { type CatalogueFilters, FILTER_PARAMS, hasActiveFilters } from '#shared/catalogue-filter.ts';
import { CATALOGUE_SORTS, type CatalogueSort, SORT_PARAM } from '#shared/catalogue-view.ts';
import { CATEGORIES } from '#shared/constants.ts';
import { styleWord } from '#shared/fragrance-words.ts';
import { DEFAULT_LANGUAGE } from '#shared/i18n/languages.ts';
import { BrandFilter } from './BrandFilter.tsx';
import { FragranceFilters } from './FragranceFilters.tsx';

interface PerfumeFiltersProps {
  formRef: RefObject<HTMLFormElement | null>;
  /** The page's own address in its language: without JavaScript the form is a GET of it. */
  action: string;
  filters: CatalogueFilters;
  sort: CatalogueSort;
  brands: readonly string[];
  /** Styles the products carry: the Style filter shows only when there is one. */
  styles: readonly string[];
  onChange: (change: Partial<CatalogueFilters>) => void;
  onSort: (sort: CatalogueSort) => void;
  onClear: () => void;
}

const LABEL = 'mb-1 block text-sm text-ink-soft';

export function PerfumeFilters({
  formRef,
  action,
  filters,
  sort,
  brands,
  styles,
  onChange,
  onSort,
  onClear,
}: PerfumeFiltersProps) {
  const m = useMessages();
  const language = useLanguage();
  const id = useId();
  const showStyle = styles.length > 0 || filters.style !== '';
  // The address keeps the stored style ("?style=Woody"); the option reads in the page's language.
  // The server lists the styles in the order of the words shown (stylesInShownOrder); a style in the
  // address that no perfume has any more comes first.
  const styleOptions = (
    filters.style && !styles.includes(filters.style) ? [filters.style, ...styles] : styles
  ).map((style) => {
    const word = styleWord(style, language, m.fragranceWords);
    return { value: style, label: word.text, isTranslated: word.isTranslated };
  });
  return (
    <form
      ref={formRef}
      aria-label={m.perfumes.filtersTitle}
      // Without JavaScript the form is a plain GET of /perfumes with the filters in the URL, as the
      // app would write them; with it, every change applies at once and submitting does nothing.
      method="get"
      action={action}
      onSubmit={(event) => event.preventDefault()}
      className="mb-8 grid gap-4 rounded-lg border border-night-line bg-night-soft p-4 sm:grid-cols-2 lg:grid-cols-3 [&>*]:min-w-0"
    >
      <div>
        <label htmlFor={`${id}-name`} className={LABEL}>
          {m.perfumes.name}
        </label>
        <input
          id={`${id}-name`}
          name={FILTER_PARAMS.name}
          type="search"
          value={filters.name}
          maxLength={200}
          placeholder={m.perfumes.namePlaceholder}
          onChange={(event) => onChange({ name: event.target.value })}
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor={`${id}-description`} className={LABEL}>
          {m.perfumes.description}
        </label>
        <input
          id={`${id}-description`}
          name={FILTER_PARAMS.description}
          type="search"
          value={filters.description}
          maxLength={200}
          placeholder={m.perfumes.descriptionPlaceholder}
          onChange={(event) => onChange({ description: event.target.value })}
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor={`${id}-brand`} className={LABEL}>
          {m.perfumes.brand}
        </label>
        <BrandFilter
          id={`${id}-brand`}
          name={FILTER_PARAMS.brand}
          brands={brands}
          value={filters.brand}
          onChange={(brand) => onChange({ brand })}
        />
      </div>
      <div>
        <label htmlFor={`${id}-gender`} className={LABEL}>
          {m.perfumes.gender}
        </label>
        <select
          id={`${id}-gender`}
          name={FILTER_PARAMS.gender}
          value={filters.gender}
          onChange={(event) => {
            const gender = CATEGORIES.find((c) => c === event.target.value) ?? '';
            onChange({ gender });
          }}
          className={FIELD}
        >
          <option value="">{m.perfumes.allGenders}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {m.perfumes.genders[category]}
            </option>
          ))}
        </select>
      </div>
      <FragranceFilters id={id} filters={filters} onChange={onChange} />
      <div>
        <label htmlFor={`${id}-sort`} className={LABEL}>
          {m.paging.sortLabel}
        </label>
        <select
          id={`${id}-sort`}
          name={SORT_PARAM}
          value={sort}
          onChange={(event) => {
            const value = CATALOGUE_SORTS.find((s) => s === event.target.value);
            if (value) onSort(value);
          }}
          className={FIELD}
        >
          {CATALOGUE_SORTS.map((value) => (
            <option key={value} value={value}>
              {m.paging.sorts[value]}
            </option>
          ))}
        </select>
      </div>
      {showStyle ? (
        <div>
          <label htmlFor={`${id}-style`} className={LABEL}>
            {m.perfumes.style}
          </label>
          <select
            id={`${id}-style`}
            name={FILTER_PARAMS.style}
            value={filters.style}
            onChange={(event) => onChange({ style: event.target.value })}
            className={FIELD}
          >
            <option value="">{m.perfumes.allStyles}</option>
            {styleOptions.map((style) => (
              // A style the shop knows shows in the page's language; another is the owner's own word,
              // in the shop's default language (docs/decisions/181).
              <option
                key={style.value}
                value={style.value}
                lang={style.isTranslated || language === DEFAULT_LANGUAGE ? undefined : DEFAULT_LANGUAGE}
                dir="auto"
              >
                {style.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="flex items-end gap-3">
        <noscript>
          <button type="submit" className={`${SECONDARY_ACTION} w-full`}>
            {m.perfumes.applyFilters}
          </button>
        </noscript>
        <button
          type="button"
          onClick={onClear}
          disabled={!hasActiveFilters(filters)}
          className={`${SECONDARY_ACTION} w-full disabled:cursor-not-allowed disabled:opacity-50`}
        >
          {m.perfumes.clearFilters}
        </button>
      </div>
    </form>
  );
}
