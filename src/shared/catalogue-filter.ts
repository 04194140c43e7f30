import { CATEGORIES, type Category } from './constants.ts';
import { type Concentration, isConcentration, isScentFamily, type ScentFamily } from './fragrance.ts';
import type { Product } from './product.ts';

/** The /perfumes filters. They live in the URL, so a filtered view can be shared and survives reload. */
export interface CatalogueFilters {
  /** The site search: names, brands, notes and "inspired by" (docs/decisions/084). */
  q: string;
  name: string;
  description: string;
  brand: string;
  gender: Category | '';
  style: string;
  concentration: Concentration | '';
  family: ScentFamily | '';
}

export const EMPTY_FILTERS: CatalogueFilters = {
  q: '',
  name: '',
  description: '',
  brand: '',
  gender: '',
  style: '',
  concentration: '',
  family: '',
};

/** Query parameter of each filter: `brand` is the one SPEC §2 names (/perfumes?brand=…). */
export const FILTER_PARAMS = {
  q: 'q',
  name: 'name',
  description: 'description',
  brand: 'brand',
  gender: 'gender',
  style: 'style',
  concentration: 'concentration',
  family: 'family',
} as const satisfies Record<keyof CatalogueFilters, string>;

/** Longest filter text kept from a URL: enough for any name, short enough to stay cheap. */
const FILTER_TEXT_MAX = 200;

/** Lower case, accents dropped, spaces squeezed: "Sì" is found by "si", "Hermès" by "hermes". */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export function filtersFromSearchParams(params: URLSearchParams): CatalogueFilters {
  const read = (key: string) => (params.get(key) ?? '').slice(0, FILTER_TEXT_MAX);
  const gender = read(FILTER_PARAMS.gender).toLowerCase();
  const concentration = read(FILTER_PARAMS.concentration).toLowerCase();
  const family = read(FILTER_PARAMS.family).toLowerCase();
  return {
    q: read(FILTER_PARAMS.q),
    name: read(FILTER_PARAMS.name),
    description: read(FILTER_PARAMS.description),
    brand: read(FILTER_PARAMS.brand).trim(),
    gender: isCategory(gender) ? gender : '',
    style: read(FILTER_PARAMS.style).trim(),
    concentration: isConcentration(concentration) ? concentration : '',
    family: isScentFamily(family) ? family : '',
  };
}

/** Only the filters in use go into the URL, in a fixed order, so equal views share one address. */
export function filtersToSearchParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(FILTER_PARAMS) as (keyof CatalogueFilters)[]) {
    const value = filters[key];
    if (value.trim()) params.set(FILTER_PARAMS[key], value);
  }
  return params;
}

export function hasActiveFilters(filters: CatalogueFilters): boolean {
  return Object.values(filters).some((value) => value.trim() !== '');
}

export type Filterable = Pick<
  Product,
  | 'name'
  | 'description'
  | 'brand'
  | 'category'
  | 'style'
  | 'concentration'
  | 'scentFamilies'
  | 'topNotes'
  | 'heartNotes'
  | 'baseNotes'
  | 'inspiredBy'
> &
  Partial<Pick<Product, 'nameAr' | 'nameFr' | 'descriptionAr' | 'descriptionFr'>>;

/** A product's name or description in every language it has: a visitor may search in any. */
function allLanguages(text: string, ...translations: (string | null | undefined)[]): string {
  return foldText([text, ...translations.filter(Boolean)].join(' | '));
}

/** The text the site search looks in: name, brand, every note and "inspired by", folded. */
function searchableText(product: Filterable): string {
  return foldText(
    [
      product.name,
      product.nameAr ?? '',
      product.nameFr ?? '',
      product.brand,
      ...product.topNotes,
      ...product.heartNotes,
      ...product.baseNotes,
      product.inspiredBy ?? '',
    ].join(' | '),
  );
}

/** True when every word of the search appears in the product's searchable text. */
export function matchesSearch(product: Filterable, search: string): boolean {
  return matchesFoldedSearch(searchableText(product), search);
}

function matchesFoldedSearch(text: string, search: string): boolean {
  const words = foldText(search).split(' ').filter(Boolean);
  return words.every((word) => text.includes(word));
}

/** How many filters narrow the view: the Filters button shows it while the filters are folded. */
export function countActiveFilters(filters: CatalogueFilters): number {
  return Object.values(filters).filter((value) => value.trim() !== '').length;
}

/**
 * A product's texts folded once: a server keeping the catalogue in memory folds each product once
 * per change, not once per request (docs/decisions/193).
 */
export interface FoldedProduct<T extends Filterable = Filterable> {
  product: T;
  search: string;
  name: string;
  description: string;
  brand: string;
  style: string;
}

export function foldProduct<T extends Filterable>(product: T): FoldedProduct<T> {
  return {
    product,
    search: searchableText(product),
    name: allLanguages(product.name, product.nameAr, product.nameFr),
    description: allLanguages(product.description, product.descriptionAr, product.descriptionFr),
    brand: foldText(product.brand),
    style: foldText(product.style ?? ''),
  };
}

/**
 * Every filter narrows the list: the search and name and description match any part of the text in
 * any of the product's languages, ignoring case and accents; brand, gender and style match exactly
 * (ignoring case and accents); concentration and scent family match the product's own values.
 */
export function filterFolded<T extends Filterable>(
  folded: readonly FoldedProduct<T>[],
  filters: CatalogueFilters,
): T[] {
  const name = foldText(filters.name);
  const description = foldText(filters.description);
  const brand = foldText(filters.brand);
  const style = foldText(filters.style);
  const matching: T[] = [];
  for (const entry of folded) {
    const { product } = entry;
    if (
      matchesFoldedSearch(entry.search, filters.q) &&
      (!filters.concentration || product.concentration === filters.concentration) &&
      (!filters.family || product.scentFamilies.includes(filters.family)) &&
      (!name || entry.name.includes(name)) &&
      (!description || entry.description.includes(description)) &&
      (!brand || entry.brand === brand) &&
      (!filters.gender || product.category === filters.gender) &&
      (!style || entry.style === style)
    )
      matching.push(product);
  }
  return matching;
}

export function filterProducts<T extends Filterable>(products: readonly T[], filters: CatalogueFilters): T[] {
  return filterFolded(products.map(foldProduct), filters);
}

/** The styles products carry, once each, sorted: the Style filter shows only when this is not empty. */
export function stylesOf(products: readonly Pick<Product, 'style'>[]): string[] {
  const styles = new Map<string, string>();
  for (const { style } of products) {
    const trimmed = style?.trim();
    if (trimmed && !styles.has(foldText(trimmed))) styles.set(foldText(trimmed), trimmed);
  }
  return [...styles.values()].sort((a, b) => a.localeCompare(b, 'en'));
}
