import { z } from 'zod';
import { BrandSchema } from './brands.ts';
import {
  FILTER_PARAMS,
  type FoldedProduct,
  filterFolded,
  filtersFromSearchParams,
} from './catalogue-filter.ts';
import {
  BRAND_SEARCH_MAX,
  type BrandDirectoryPage,
  CATALOGUE_PAGE_MAX,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_PAGE_SIZE_MAX,
  CATALOGUE_SORTS,
  type CataloguePage,
  type CatalogueSort,
  DEFAULT_SORT,
} from './catalogue-view.ts';
import { CATEGORIES } from './constants.ts';
import { CONCENTRATIONS, SCENT_FAMILIES } from './fragrance.ts';
import { DEFAULT_LANGUAGE, intlLocale, LANGUAGES, type Language, localizeProduct } from './i18n/languages.ts';
import { type Product, ProductListQuerySchema, ProductListSchema } from './product.ts';

const FILTER_TEXT_MAX = 200;
const filterText = z.string().max(FILTER_TEXT_MAX, `At most ${FILTER_TEXT_MAX} characters.`).optional();
const emptyOr = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(['', ...values]).optional();

/** The paged form's query: every value optional, an empty one the same as none. */
export const CataloguePageQueryFields = {
  page: z.coerce.number().int().min(1).max(CATALOGUE_PAGE_MAX).optional(),
  size: z.coerce.number().int().min(1).max(CATALOGUE_PAGE_SIZE_MAX).optional(),
  [FILTER_PARAMS.q]: filterText,
  [FILTER_PARAMS.name]: filterText,
  [FILTER_PARAMS.description]: filterText,
  [FILTER_PARAMS.brand]: filterText,
  [FILTER_PARAMS.style]: filterText,
  [FILTER_PARAMS.gender]: emptyOr(CATEGORIES),
  [FILTER_PARAMS.concentration]: emptyOr(CONCENTRATIONS),
  [FILTER_PARAMS.family]: emptyOr(SCENT_FAMILIES),
  sort: z.enum(CATALOGUE_SORTS).optional(),
  lang: z.enum(LANGUAGES).optional(),
};

export type CataloguePageQuery = {
  [K in keyof typeof CataloguePageQueryFields]?: z.output<(typeof CataloguePageQueryFields)[K]>;
};

export const CataloguePageSchema = z.object({
  products: ProductListSchema,
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  pageCount: z.number().int(),
  styles: z.array(z.string()),
  brands: z.array(z.string()),
}) satisfies z.ZodType<CataloguePage>;

function compareBy(sort: CatalogueSort, language: Language): ((a: Product, b: Product) => number) | null {
  if (sort === 'newest') return null;
  const collator = new Intl.Collator(intlLocale(language), { sensitivity: 'base', numeric: true });
  const nameOf = (product: Product) => localizeProduct(product, language).name;
  if (sort === 'name') return (a, b) => collator.compare(nameOf(a), nameOf(b));
  return (a, b) => collator.compare(a.brand, b.brand) || collator.compare(nameOf(a), nameOf(b));
}

/**
 * One page of the catalogue (given newest first, folded once): filtered as the browser filtered it
 * (`filterFolded`), sorted, sliced. A page past the last shows the last.
 */
export function pageOfCatalogue(
  folded: readonly FoldedProduct<Product>[],
  lists: { styles: readonly string[]; brands: readonly string[] },
  query: CataloguePageQuery,
): CataloguePage {
  const language = query.lang ?? DEFAULT_LANGUAGE;
  const params = new URLSearchParams();
  for (const key of Object.values(FILTER_PARAMS)) {
    const value = query[key];
    if (value) params.set(key, value);
  }
  const matching = filterFolded(folded, filtersFromSearchParams(params));
  const compare = compareBy(query.sort ?? DEFAULT_SORT, language);
  // Array sort is stable: equal names keep the newest first.
  if (compare) matching.sort(compare);
  const pageSize = query.size ?? CATALOGUE_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(query.page ?? 1, pageCount);
  return {
    products: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
    pageCount,
    styles: [...lists.styles],
    brands: [...lists.brands],
  };
}

/**
 * GET /api/products: as before, the whole list or the newest `limit`; with any of the paged form's
 * values (`page`, a filter, `sort`), one page of the collection (docs/decisions/193).
 */
export const ProductsQuerySchema = ProductListQuerySchema.extend(CataloguePageQueryFields).refine(
  (query) => query.limit === undefined || Object.keys(query).length === 1,
  { message: 'limit lists the newest perfumes; it does not go with page, filters or sort.', path: ['limit'] },
);

export function isPagedQuery(query: Record<string, unknown>): boolean {
  return Object.keys(query).some((key) => key !== 'limit');
}

export const BrandDirectoryQuerySchema = z.strictObject({
  search: z.string().max(BRAND_SEARCH_MAX, `At most ${BRAND_SEARCH_MAX} characters.`).optional(),
  page: z.coerce.number().int().min(1).max(CATALOGUE_PAGE_MAX).optional(),
});

export const BrandDirectoryPageSchema = z.object({
  brands: z.array(BrandSchema.extend({ count: z.number().int() })),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
}) satisfies z.ZodType<BrandDirectoryPage>;
