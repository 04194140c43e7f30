import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCataloguePage } from '#client/api/catalogue-page.ts';
import { Pager } from '#client/components/ui/Pager.tsx';
import { ProductGrid, type RenderProductAction } from '#client/components/ui/ProductGrid.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { type CatalogueFilters, countActiveFilters, EMPTY_FILTERS } from '#shared/catalogue-filter.ts';
import {
  type CatalogueSort,
  type CatalogueView,
  catalogueViewFromSearchParams,
  catalogueViewToSearchParams,
} from '#shared/catalogue-view.ts';
import { localizedPath } from '#shared/i18n/languages.ts';
import { PATHS } from '#shared/paths.ts';
import { FoldingFilters } from './FoldingFilters.tsx';
import { PerfumeFilters } from './PerfumeFilters.tsx';
import { useFormBeforeHydration } from './use-form-before-hydration.ts';

const sameView = (a: CatalogueView, b: CatalogueView) =>
  catalogueViewToSearchParams(a).toString() === catalogueViewToSearchParams(b).toString();

/**
 * /perfumes: a page of the collection, filtered, searched and sorted by the server
 * (docs/decisions/193). The view lives in the URL, so it can be shared, and survives a reload and
 * Back; the filters are a GET form, so they work before (and without) JavaScript.
 */
export function PerfumeCatalogue({ renderAction }: { renderAction?: RenderProductAction | undefined }) {
  const m = useMessages();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => catalogueViewFromSearchParams(params), [params]);
  const { data, isPending, isError } = useCataloguePage(view, language);
  const form = useRef<HTMLFormElement>(null);

  const setView = (next: CatalogueView) =>
    // Replacing, not pushing: Back leaves the page rather than undoing one keystroke.
    setParams(catalogueViewToSearchParams(next), { replace: true, preventScrollReset: true });
  // A change applies to the address as it is now, not to this render's copy of it: the router
  // re-renders in a transition, and a second change (another field) can come before that render
  // and would otherwise undo the first. Any change starts again at the first page.
  const currentView = () => catalogueViewFromSearchParams(new URLSearchParams(window.location.search));
  const changeFilters = (change: Partial<CatalogueFilters>) => {
    const current = currentView();
    setView({ ...current, filters: { ...current.filters, ...change }, page: 1 });
  };
  const changeSort = (sort: CatalogueSort) => setView({ ...currentView(), sort, page: 1 });

  // A filter chosen or a name typed before this code arrived: the page shows what the boxes say.
  useFormBeforeHydration(form, (typed) => {
    const current = currentView();
    const fromForm = { ...catalogueViewFromSearchParams(typed), page: current.page };
    if (!sameView(fromForm, current)) setView({ ...fromForm, page: 1 });
  });

  const hrefOf = (page: number) => {
    const query = catalogueViewToSearchParams({ ...view, page }).toString();
    return query ? `${PATHS.perfumes}?${query}` : PATHS.perfumes;
  };
  const from = data ? (data.page - 1) * data.pageSize + 1 : 0;
  return (
    <>
      <FoldingFilters activeCount={countActiveFilters(view.filters)}>
        <PerfumeFilters
          formRef={form}
          action={localizedPath(language, PATHS.perfumes)}
          filters={view.filters}
          sort={view.sort}
          brands={data?.brands ?? []}
          styles={data?.styles ?? []}
          onChange={changeFilters}
          onSort={changeSort}
          onClear={() => setView({ filters: EMPTY_FILTERS, sort: view.sort, page: 1 })}
        />
      </FoldingFilters>
      <section aria-labelledby="perfume-results">
        <h2 id="perfume-results" className="sr-only">
          {m.perfumes.title}
        </h2>
        <QueryState
          isPending={isPending}
          isError={isError}
          isEmpty={data?.total === 0}
          emptyText={m.perfumes.empty}
          loadingLabel={m.perfumes.loading}
        >
          {data ? (
            <>
              <ProductGrid
                products={data.products}
                renderAction={renderAction}
                aboveFoldCount={4}
                label={m.perfumes.title}
              />
              <Pager
                page={data.page}
                pageCount={data.pageCount}
                hrefOf={hrefOf}
                summary={m.paging.perfumesShown(from, from + data.products.length - 1, data.total)}
              />
            </>
          ) : null}
        </QueryState>
      </section>
    </>
  );
}
