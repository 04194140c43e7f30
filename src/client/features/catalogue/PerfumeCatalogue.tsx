import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useBrands } from '#client/api/brands.ts';
import { useProducts } from '#client/api/products.ts';
import { ProductGrid, type RenderProductAction } from '#client/components/ui/ProductGrid.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { SECONDARY_ACTION } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import {
  type CatalogueFilters,
  countActiveFilters,
  EMPTY_FILTERS,
  filterProducts,
  filtersFromSearchParams,
  filtersToSearchParams,
  stylesOf,
} from '#shared/catalogue-filter.ts';
import { PATHS } from '#shared/paths.ts';
import { FoldingFilters } from './FoldingFilters.tsx';
import { PerfumeFilters } from './PerfumeFilters.tsx';

/** Cards per page of the collection: the demo catalogue fits in one; 500 perfumes take six. */
const PAGE_SIZE = 96;
const PAGE_PARAM = 'page';
const MAX_PAGE = 100;

function pageOf(params: URLSearchParams): number {
  const page = Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10);
  return Number.isFinite(page) ? Math.min(Math.max(page, 1), MAX_PAGE) : 1;
}

/**
 * /perfumes: the whole collection with its filters. The filters live in the URL, so a filtered
 * view can be shared, and survives a reload and Back.
 */
export function PerfumeCatalogue({ renderAction }: { renderAction?: RenderProductAction | undefined }) {
  const m = useMessages();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const { data: products, isPending, isError } = useProducts();
  const { data: brands } = useBrands();

  const brandNames = useMemo(() => (brands ?? []).map((brand) => brand.name), [brands]);
  const styles = useMemo(() => stylesOf(products ?? []), [products]);
  const visible = useMemo(() => filterProducts(products ?? [], filters), [products, filters]);
  // A large catalogue comes a page at a time (docs/decisions/105): the server never renders
  // hundreds of cards at once, and "Show more" works as a plain link without JavaScript.
  const shownCount = Math.min(visible.length, PAGE_SIZE * pageOf(params));
  const moreParams = new URLSearchParams(params);
  moreParams.set(PAGE_PARAM, String(pageOf(params) + 1));

  const setFilters = (next: CatalogueFilters) =>
    // Replacing, not pushing: Back leaves the page rather than undoing one keystroke.
    setParams(filtersToSearchParams(next), { replace: true, preventScrollReset: true });
  // A change applies to the address as it is now, not to this render's copy of it: the router
  // re-renders in a transition, and with a long list a second change (another field) can come
  // before that render and would otherwise undo the first.
  const changeFilters = (change: Partial<CatalogueFilters>) =>
    setFilters({ ...filtersFromSearchParams(new URLSearchParams(window.location.search)), ...change });

  return (
    <>
      <FoldingFilters activeCount={countActiveFilters(filters)}>
        <PerfumeFilters
          filters={filters}
          brands={brandNames}
          styles={styles}
          onChange={changeFilters}
          onClear={() => setFilters(EMPTY_FILTERS)}
        />
      </FoldingFilters>
      <section aria-labelledby="perfume-results">
        <h2 id="perfume-results" className="sr-only">
          {m.perfumes.title}
        </h2>
        <QueryState
          isPending={isPending}
          isError={isError}
          isEmpty={visible.length === 0}
          emptyText={m.perfumes.empty}
          loadingLabel={m.perfumes.loading}
        >
          <ProductGrid
            products={visible.slice(0, shownCount)}
            renderAction={renderAction}
            aboveFoldCount={4}
            label={m.perfumes.title}
          />
          {shownCount < visible.length ? (
            <div className="mt-8 flex flex-col items-center gap-3 text-sm text-ink-soft">
              <p>{m.perfumes.shownOf(shownCount, visible.length)}</p>
              <Link
                to={`${PATHS.perfumes}?${moreParams.toString()}`}
                replace
                preventScrollReset
                className={SECONDARY_ACTION}
              >
                {m.perfumes.showMore}
              </Link>
            </div>
          ) : null}
        </QueryState>
      </section>
    </>
  );
}
