import { useEffect, useRef, useState } from 'react';
import type { BrandSelect as BrandSelectComponent } from '#client/components/ui/BrandSelect.tsx';
import { FIELD } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { whenIdle } from '#client/lib/when-idle.ts';

let searchable: typeof BrandSelectComponent | null = null;
let loading: Promise<typeof BrandSelectComponent> | null = null;

/** react-select, fetched once the page is idle: the swap then needs no wait. */
function loadSearchable(): Promise<typeof BrandSelectComponent> {
  loading ??= import('#client/components/ui/BrandSelect.tsx').then((module) => {
    searchable = module.BrandSelect;
    return module.BrandSelect;
  });
  return loading;
}

interface BrandFilterProps {
  id: string;
  name: string;
  brands: readonly string[];
  value: string;
  onChange: (brand: string) => void;
}

/**
 * The collection's brand filter (docs/decisions/209): the plain select the server sent, in the
 * form, until the visitor comes to it (a pointer over it, or focus); then the searchable select
 * takes its place, with the focus if the select had it. Its code (react-select) loads while the
 * page is idle and mounts only then, so a visit that never filters by brand never runs it.
 */
export function BrandFilter({ id, name, brands, value, onChange }: BrandFilterProps) {
  const m = useMessages();
  const isHydrated = useHydrated();
  const [swap, setSwap] = useState<{ focus: boolean } | null>(null);
  const select = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    if (!isHydrated || searchable) return;
    return whenIdle(() => void loadSearchable(), 3000, 300);
  }, [isHydrated]);

  // The plain select is left uncontrolled: a brand chosen before the code came stays in it for
  // the form to be read (docs/decisions/193). From then on it shows the address's brand, after a
  // change made elsewhere (Clear, Back) or once the list of brands has come.
  const isFirst = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: new options can leave another one selected.
  useEffect(() => {
    if (isFirst.current) {
      isFirst.current = false;
      return;
    }
    if (select.current && select.current.value !== value) select.current.value = value;
  }, [value, brands]);

  // Before its code has come, a pointer passing over leaves the plain select (it may be open); a
  // focus that is still there when the code comes is handed over.
  const come = (focus: boolean) => {
    if (!isHydrated || swap) return;
    if (searchable) setSwap({ focus });
    else
      void loadSearchable().then(() => {
        if (focus && select.current && document.activeElement === select.current) setSwap({ focus });
      });
  };

  if (swap && searchable) {
    const Searchable = searchable;
    return (
      <Searchable
        inputId={id}
        name={name}
        brands={brands}
        value={value}
        placeholder={m.perfumes.brandPlaceholder}
        noOptionsMessage={m.perfumes.noBrandOptions}
        onChange={onChange}
        autoFocus={swap.focus}
      />
    );
  }
  return (
    <select
      ref={select}
      id={id}
      name={name}
      defaultValue={value}
      onChange={(event) => onChange(event.target.value)}
      onPointerEnter={() => come(false)}
      onFocus={() => come(true)}
      className={FIELD}
    >
      <option value="">{m.perfumes.brandPlaceholder}</option>
      {value && !brands.includes(value) ? <option value={value}>{value}</option> : null}
      {brands.map((brand) => (
        <option key={brand} value={brand}>
          {brand}
        </option>
      ))}
    </select>
  );
}
