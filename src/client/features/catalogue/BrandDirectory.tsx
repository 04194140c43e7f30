import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useBrands } from '#client/api/brands.ts';
import { useProducts } from '#client/api/products.ts';
import { BrandLogo } from '#client/components/ui/BrandLogo.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { FIELD, PRIMARY_ACTION } from '#client/components/ui/styles.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { brandsWithPerfumesFirst, countByBrand } from '#shared/brand-counts.ts';
import { brandDisplayName } from '#shared/brand-display.ts';
import { foldText } from '#shared/catalogue-filter.ts';
import { PATHS, perfumesByBrandPath } from '#shared/paths.ts';
import { SEARCH_PARAM } from '#shared/structured-data.ts';

const SEARCH_MAX = 100;

/**
 * /explore-perfumes: every brand as a logo card leading to its perfumes, with how many it has;
 * brands with perfumes come first (docs/decisions/077). The search box lives in the URL
 * (`?search=`), which is where the home page's site-search action sends searchers.
 */
export function BrandDirectory() {
  const m = useMessages();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const search = (params.get(SEARCH_PARAM) ?? '').slice(0, SEARCH_MAX);
  const { data: brands, isPending, isError } = useBrands();
  const products = useProducts();
  // Counts are the collection's own list: the same perfumes the brand's page then shows.
  const counts = useMemo(() => countByBrand(products.data ?? []), [products.data]);

  const visible = useMemo(() => {
    const needle = foldText(search);
    // Found by the name the page shows or by the name itself.
    const matching = (brands ?? []).filter((brand) =>
      [brand.name, brandDisplayName(brand, language)].some((name) => foldText(name).includes(needle)),
    );
    return brandsWithPerfumesFirst(matching, counts);
  }, [brands, search, counts, language]);

  const onSearch = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(SEARCH_PARAM, value);
    else next.delete(SEARCH_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="w-full sm:max-w-sm">
          <label htmlFor="brand-search" className="mb-1 block text-sm text-ink-soft">
            {m.explore.searchLabel}
          </label>
          <input
            id="brand-search"
            type="search"
            value={search}
            maxLength={SEARCH_MAX}
            placeholder={m.explore.searchPlaceholder}
            onChange={(event) => onSearch(event.target.value)}
            className={FIELD}
          />
        </div>
        <Link to={PATHS.perfumes} className={PRIMARY_ACTION}>
          {m.explore.exploreAll}
        </Link>
      </div>
      <QueryState
        isPending={isPending || products.isPending}
        isError={isError}
        isEmpty={visible.length === 0}
        emptyText={m.explore.noBrands}
      >
        <ul aria-label={m.explore.title} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {visible.map((brand, index) => (
            <li key={brand.slug}>
              <Link
                to={perfumesByBrandPath(brand.name)}
                data-testid="brand-card"
                className="flex h-full flex-col items-center gap-3 rounded-lg border border-night-line bg-night-soft p-4 text-center transition-colors hover:border-gold"
              >
                <BrandLogo
                  brand={brand}
                  isDecorative
                  loading={index < 10 ? 'eager' : 'lazy'}
                  className="h-auto w-full max-w-[160px]"
                />
                <bdi className="text-sm text-ink">{brandDisplayName(brand, language)}</bdi>
                {products.data ? (
                  <span data-testid="brand-count" className="text-xs text-ink-soft">
                    {m.storefront.perfumeCount(counts.get(brand.name) ?? 0)}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </QueryState>
    </>
  );
}
