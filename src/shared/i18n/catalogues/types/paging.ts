import type { CatalogueSort } from '#shared/catalogue-view.ts';

/** The collection and the brand directory a page at a time (docs/decisions/193, 194). */
export interface PagingTexts {
  sortLabel: string;
  sorts: Record<CatalogueSort, string>;
  /** The name of the page links' navigation, read by screen readers. */
  pagesLabel: string;
  previous: string;
  next: string;
  pageOf: (page: number, count: number) => string;
  /** "Perfumes 25–48 of 2,000". */
  perfumesShown: (from: number, to: number, total: number) => string;
  /** "Brands 1–60 of 300". */
  brandsShown: (from: number, to: number, total: number) => string;
  /** The brand search's button when the page has no script (the form is then a plain GET). */
  searchBrands: string;
}
