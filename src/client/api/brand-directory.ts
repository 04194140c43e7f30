import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type BrandDirectoryPage, brandDirectoryApiPath } from '#shared/catalogue-view.ts';
import { isCount } from './catalogue-page.ts';
import { PRODUCTS_QUERY_KEY } from './products.ts';

function isDirectoryPage(value: unknown): value is BrandDirectoryPage {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    Array.isArray(p.brands) &&
    p.brands.every((brand: unknown) => {
      if (typeof brand !== 'object' || brand === null) return false;
      const b = brand as Record<string, unknown>;
      return (
        typeof b.name === 'string' &&
        typeof b.slug === 'string' &&
        typeof b.logoUrl === 'string' &&
        isCount(b.count)
      );
    }) &&
    [p.total, p.page, p.pageCount].every(isCount)
  );
}

/** GET /api/brands/directory: one page of /explore-perfumes' brands, each with its perfume count. */
export async function fetchBrandDirectory(path: string, signal?: AbortSignal): Promise<BrandDirectoryPage> {
  const data = await apiFetch<unknown>(path, signal ? { signal } : {});
  if (!isDirectoryPage(data))
    throw new Error(`GET ${path} answered with something other than a page of brands`);
  return data;
}

export function brandDirectoryQueryOptions(search: string, page: number) {
  const path = brandDirectoryApiPath(search, page);
  return queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'brand-directory', path],
    queryFn: ({ signal }) => fetchBrandDirectory(path, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBrandDirectory(search: string, page: number) {
  return useQuery(brandDirectoryQueryOptions(search, page));
}
