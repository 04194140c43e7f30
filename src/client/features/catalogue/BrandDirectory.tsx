import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useBrandDirectory } from '#client/api/brand-directory.ts';
import { BrandLogo } from '#client/components/ui/BrandLogo.tsx';
import { Pager } from '#client/components/ui/Pager.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { FIELD, PRIMARY_ACTION, SECONDARY_ACTION } from '#client/components/ui/styles.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { ServerHtml } from '#client/lib/server-html.tsx';
import { brandDisplayName } from '#shared/brand-display.ts';
import {
  BRAND_PAGE_SIZE,
  BRAND_SEARCH_MAX,
  BRAND_SEARCH_PARAM,
  brandSearchOf,
  PAGE_PARAM,
  pageNumberOf,
} from '#shared/catalogue-view.ts';
import { localizedPath } from '#shared/i18n/languages.ts';
import { PATHS, perfumesByBrandPath } from '#shared/paths.ts';
import { useFormBeforeHydration } from './use-form-before-hydration.ts';

/** Two rows of five on a laptop, five rows of two on a phone: their logos load at once too. */
const FIRST_SCREEN_BRANDS = 10;
/**
 * A brand card not yet drawn holds the height it will have: its logo (160 by 70 at most, else its
 * column's width, from the grid's, `cqw`, less the card's padding and border) and a line each of
 * name and count. A longer name takes a second line (20px more). docs/decisions/225.
 */
const OFFSCREEN_BRAND =
  '[content-visibility:auto] [contain-intrinsic-size:auto_calc(min((100cqw_-_1rem)/2_-_2rem_-_2px,160px)*0.4375_+_94px)] sm:[contain-intrinsic-size:auto_calc(min((100cqw_-_2rem)/3_-_2rem_-_2px,160px)*0.4375_+_94px)] lg:[contain-intrinsic-size:auto_calc(min((100cqw_-_4rem)/5_-_2rem_-_2px,160px)*0.4375_+_94px)]';

/**
 * /explore-perfumes: the brands as logo cards leading to their perfumes, with how many each has,
 * brands with perfumes first (docs/decisions/077), a page at a time (docs/decisions/194). The
 * search lives in the URL (`?search=`, where the home page's site-search action sends searchers)
 * and is a GET form, so a search typed before the script arrives still searches.
 */
export function BrandDirectory() {
  const m = useMessages();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const search = brandSearchOf(params);
  const page = pageNumberOf(params);
  const { data, isPending, isError } = useBrandDirectory(search, page);
  const form = useRef<HTMLFormElement>(null);

  const onSearch = (value: string) => {
    // A new search starts at the first page; replacing, so Back leaves the page.
    const next = new URLSearchParams();
    if (value) next.set(BRAND_SEARCH_PARAM, value);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  useFormBeforeHydration(form, (typed) => {
    const value = brandSearchOf(typed);
    if (value !== brandSearchOf(new URLSearchParams(window.location.search))) onSearch(value);
  });

  const hrefOf = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set(PAGE_PARAM, String(target));
    else next.delete(PAGE_PARAM);
    const query = next.toString();
    return query ? `${PATHS.explore}?${query}` : PATHS.explore;
  };
  const from = data ? (data.page - 1) * BRAND_PAGE_SIZE + 1 : 0;

  return (
    <>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <search className="w-full sm:max-w-sm">
          <form
            ref={form}
            method="get"
            action={localizedPath(language, PATHS.explore)}
            onSubmit={(event) => event.preventDefault()}
            className="flex items-end gap-3"
          >
            <div className="w-full">
              <label htmlFor="brand-search" className="mb-1 block text-sm text-ink-soft">
                {m.explore.searchLabel}
              </label>
              <input
                id="brand-search"
                name={BRAND_SEARCH_PARAM}
                type="search"
                value={search}
                maxLength={BRAND_SEARCH_MAX}
                placeholder={m.explore.searchPlaceholder}
                onChange={(event) => onSearch(event.target.value)}
                className={FIELD}
              />
            </div>
            <noscript>
              <button type="submit" className={SECONDARY_ACTION}>
                {m.paging.searchBrands}
              </button>
            </noscript>
          </form>
        </search>
        <Link to={PATHS.perfumes} className={PRIMARY_ACTION}>
          {m.explore.exploreAll}
        </Link>
      </div>
      <QueryState
        isPending={isPending}
        isError={isError}
        isEmpty={data?.total === 0}
        emptyText={m.explore.noBrands}
      >
        {data ? (
          <>
            {/* The brands are links and logos: the server's HTML on the page it sent (docs/decisions/198). */}
            <ServerHtml>
              <ul
                aria-label={m.explore.title}
                className="@container grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5"
              >
                {data.brands.map((brand, index) => (
                  // Cards past the first screen skip layout and paint until scrolled near.
                  <li key={brand.slug} className={index < FIRST_SCREEN_BRANDS ? undefined : OFFSCREEN_BRAND}>
                    <Link
                      to={perfumesByBrandPath(brand.name)}
                      data-testid="brand-card"
                      className="flex h-full flex-col items-center gap-3 rounded-lg border border-night-line bg-night-soft p-4 text-center transition-colors hover:border-gold"
                    >
                      <BrandLogo
                        brand={brand}
                        isDecorative
                        loading={index < FIRST_SCREEN_BRANDS ? 'eager' : 'lazy'}
                        className="h-auto w-full max-w-[160px]"
                      />
                      <bdi className="text-sm text-ink">{brandDisplayName(brand, language)}</bdi>
                      <span data-testid="brand-count" className="text-xs text-ink-soft">
                        {m.storefront.perfumeCount(brand.count)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </ServerHtml>
            <Pager
              page={data.page}
              pageCount={data.pageCount}
              hrefOf={hrefOf}
              summary={m.paging.brandsShown(from, from + data.brands.length - 1, data.total)}
            />
          </>
        ) : null}
      </QueryState>
    </>
  );
}
