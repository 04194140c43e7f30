import type { Brand } from './brands.ts';
import {
  type CatalogueFilters,
  EMPTY_FILTERS,
  filtersFromSearchParams,
  filtersToSearchParams,
} from './catalogue-filter.ts';
import { DEFAULT_LANGUAGE, type Language } from './i18n/languages.ts';
import type { Product } from './product.ts';

/**
 * The collection a page at a time (docs/decisions/193): /perfumes shows 24 cards, its address and
 * the JSON API carry the same filters, sort and page.
 */
export const CATALOGUE_PAGE_SIZE = 24;
/** The most a caller of the API may ask for in one page. */
export const CATALOGUE_PAGE_SIZE_MAX = 48;
/** Further than any shop's catalogue goes (2,000 perfumes are 84 pages). */
export const CATALOGUE_PAGE_MAX = 1000;
export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sort';

export const CATALOGUE_SORTS = ['newest', 'name', 'brand'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export const DEFAULT_SORT: CatalogueSort = 'newest';

/** What /perfumes shows: its filters, its order and which page of the result. */
export interface CatalogueView {
  filters: CatalogueFilters;
  sort: CatalogueSort;
  page: number;
}

function isSort(value: string): value is CatalogueSort {
  return (CATALOGUE_SORTS as readonly string[]).includes(value);
}

/** The page's address read leniently: a wrong sort or page number shows the default, never an error. */
export function catalogueViewFromSearchParams(params: URLSearchParams): CatalogueView {
  const sort = params.get(SORT_PARAM) ?? '';
  return {
    filters: filtersFromSearchParams(params),
    sort: isSort(sort) ? sort : DEFAULT_SORT,
    page: pageNumberOf(params),
  };
}

/** The page's address: the filters in use, then the sort and page when not the first defaults. */
export function catalogueViewToSearchParams(view: CatalogueView): URLSearchParams {
  const params = filtersToSearchParams(view.filters);
  if (view.sort !== DEFAULT_SORT) params.set(SORT_PARAM, view.sort);
  if (view.page > 1) params.set(PAGE_PARAM, String(view.page));
  return params;
}

/** How many of its brand's perfumes a product page shows below it. */
export const MORE_FROM_BRAND = 4;

/** The newest perfumes of a brand: a product page's "More from" row. */
export function moreFromBrandView(brand: string): CatalogueView {
  return { filters: { ...EMPTY_FILTERS, brand }, sort: DEFAULT_SORT, page: 1 };
}

/**
 * The JSON API's address for a view: `page` is always written, which asks for the paged answer;
 * `size` only when not the collection's own.
 */
export function cataloguePageApiPath(view: CatalogueView, language: Language, size?: number): string {
  const params = catalogueViewToSearchParams(view);
  params.set(PAGE_PARAM, String(view.page));
  if (size !== undefined) params.set('size', String(size));
  if (language !== DEFAULT_LANGUAGE) params.set('lang', language);
  return `/api/products?${params.toString()}`;
}

/** The paged answer: the page's perfumes, how many match, and the styles the whole catalogue has. */
export interface CataloguePage {
  products: Product[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  /** Every style the catalogue carries: the Style filter lists them whatever the page shows. */
  styles: string[];
  /** The names of the brands that have listed perfumes, sorted: the brand filter's choices. */
  brands: string[];
}

/** Logo cards per page of /explore-perfumes: 300 brands are five pages (docs/decisions/194). */
export const BRAND_PAGE_SIZE = 60;
/** The brand search's parameter: where the home page's site-search action sends searchers (SPEC §2). */
export const BRAND_SEARCH_PARAM = 'search';
/** The brand search's longest text. */
export const BRAND_SEARCH_MAX = 100;

/** One brand of the directory: its logo card and how many listed perfumes it has. */
export type DirectoryBrand = Brand & { count: number };

export interface BrandDirectoryPage {
  brands: DirectoryBrand[];
  total: number;
  page: number;
  pageCount: number;
}

/** The directory's API address for a search and page. */
export function brandDirectoryApiPath(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search.trim()) params.set(BRAND_SEARCH_PARAM, search);
  params.set(PAGE_PARAM, String(page));
  return `/api/brands/directory?${params.toString()}`;
}

/** The brand directory's search as its address carries it (`?search=`, the site search's parameter). */
export function brandSearchOf(params: URLSearchParams): string {
  return (params.get(BRAND_SEARCH_PARAM) ?? '').slice(0, BRAND_SEARCH_MAX);
}

/** A page number read leniently from an address: anything else is the first page. */
export function pageNumberOf(params: URLSearchParams): number {
  const page = Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10);
  return Number.isFinite(page) ? Math.min(Math.max(page, 1), CATALOGUE_PAGE_MAX) : 1;
}
