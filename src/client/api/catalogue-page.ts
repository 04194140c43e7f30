import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type CataloguePage, type CatalogueView, cataloguePageApiPath } from '#shared/catalogue-view.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { isProduct, PRODUCTS_QUERY_KEY } from './products.ts';

export const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

// Checked by hand, like the product list, to keep zod out of the pages' chunks.
function isCataloguePage(value: unknown): value is CataloguePage {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    Array.isArray(p.products) &&
    p.products.every(isProduct) &&
    [p.total, p.page, p.pageSize, p.pageCount].every(isCount) &&
    isTextList(p.styles) &&
    isTextList(p.brands)
  );
}

/** GET /api/products in its paged form: one page of the collection as the view asks for it. */
export async function fetchCataloguePage(path: string, signal?: AbortSignal): Promise<CataloguePage> {
  const data = await apiFetch<unknown>(path, signal ? { signal } : {});
  if (!isCataloguePage(data))
    throw new Error(`GET ${path} answered with something other than a page of perfumes`);
  return data;
}

/** Under the 'products' key, so an admin change refreshes it with every other product list. */
export function cataloguePageQueryOptions(view: CatalogueView, language: Language, size?: number) {
  const path = cataloguePageApiPath(view, language, size);
  return queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'page', path],
    queryFn: ({ signal }) => fetchCataloguePage(path, signal),
    // While the next page or filter loads, the cards shown stay (no spinner between two lists).
    placeholderData: keepPreviousData,
  });
}

export function useCataloguePage(
  view: CatalogueView,
  language: Language,
  size?: number,
  options: { enabled?: boolean } = {},
) {
  return useQuery({ ...cataloguePageQueryOptions(view, language, size), enabled: options.enabled ?? true });
}
