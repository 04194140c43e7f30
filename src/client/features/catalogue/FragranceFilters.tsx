import { ConcentrationOptions } from '#client/components/ui/ConcentrationOptions.tsx';
import { FIELD } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { type CatalogueFilters, FILTER_PARAMS } from '#shared/catalogue-filter.ts';
import { isConcentration, isScentFamily, SCENT_FAMILIES } from '#shared/fragrance.ts';

const LABEL = 'mb-1 block text-sm text-ink-soft';

interface FragranceFiltersProps {
  id: string;
  filters: CatalogueFilters;
  onChange: (change: Partial<CatalogueFilters>) => void;
}

/** The site search and the fragrance filters of /perfumes (docs/decisions/083 and 084). */
export function FragranceFilters({ id, filters, onChange }: FragranceFiltersProps) {
  const f = useMessages().fragrance;
  const s = useMessages().search;
  return (
    <>
      <div>
        <label htmlFor={`${id}-q`} className={LABEL}>
          {s.filterLabel}
        </label>
        <input
          id={`${id}-q`}
          name={FILTER_PARAMS.q}
          type="search"
          value={filters.q}
          maxLength={200}
          placeholder={s.filterPlaceholder}
          onChange={(event) => onChange({ q: event.target.value })}
          className={FIELD}
        />
      </div>
      <div>
        <label htmlFor={`${id}-concentration`} className={LABEL}>
          {f.concentration}
        </label>
        <select
          id={`${id}-concentration`}
          name={FILTER_PARAMS.concentration}
          value={filters.concentration}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ concentration: isConcentration(value) ? value : '' });
          }}
          className={FIELD}
        >
          <ConcentrationOptions emptyLabel={f.anyConcentration} />
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-family`} className={LABEL}>
          {f.scentFamilies}
        </label>
        <select
          id={`${id}-family`}
          name={FILTER_PARAMS.family}
          value={filters.family}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ family: isScentFamily(value) ? value : '' });
          }}
          className={FIELD}
        >
          <option value="">{f.anyFamily}</option>
          {SCENT_FAMILIES.map((family) => (
            <option key={family} value={family}>
              {f.families[family]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
