import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useBrands } from '#client/api/brands.ts';
import { useProducts } from '#client/api/products.ts';
import { ProductGrid, type RenderProductAction } from '#client/components/ui/ProductGrid.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import {
  type CatalogueFilters,
  countActiveFilters,
  EMPTY_FILTERS,
  filterProducts,
  filtersFromSearchParams,
  filtersToSearchParams,
  stylesOf,
} from '#shared/catalogue-filter.ts';
import { MESSAGES } from '#shared/messages.ts';
import { FoldingFilters } from './FoldingFilters.tsx';
import { PerfumeFilters } from './PerfumeFilters.tsx';

/**
 * /perfumes: the whole collection with its filters. The filters live in the URL, so a filtered
 * view can be shared, and survives a reload and Back.
 */
export function PerfumeCatalogue({ renderAction }: { renderAction?: RenderProductAction | undefined }) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearchParams(params), [params]);
  const { data: products, isPending, isError } = useProducts();
  const { data: brands } = useBrands();

  const brandNames = useMemo(() => (brands ?? []).map((brand) => brand.name), [brands]);
  const styles = useMemo(() => stylesOf(products ?? []), [products]);
  const visible = useMemo(() => filterProducts(products ?? [], filters), [products, filters]);

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
          {MESSAGES.perfumes.title}
        </h2>
        <QueryState
          isPending={isPending}
          isError={isError}
          isEmpty={visible.length === 0}
          emptyText={MESSAGES.perfumes.empty}
          loadingLabel={MESSAGES.perfumes.loading}
        >
          <ProductGrid
            products={visible}
            renderAction={renderAction}
            aboveFoldCount={4}
            label={MESSAGES.perfumes.title}
          />
        </QueryState>
      </section>
    </>
  );
}
