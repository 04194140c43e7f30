import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '#client/lib/http.ts';
import type { Product } from '#shared/product.ts';
import { isProduct, PRODUCTS_QUERY_KEY } from './products.ts';

/** GET /api/products/by-short-id/:shortId: the one perfume a product page shows (404 when gone). */
export async function fetchProductByShortId(shortId: string, signal?: AbortSignal): Promise<Product> {
  const data = await apiFetch<unknown>(
    `/api/products/by-short-id/${encodeURIComponent(shortId)}`,
    signal ? { signal } : {},
  );
  if (!isProduct(data))
    throw new Error('GET /api/products/by-short-id answered with something other than a product');
  return data;
}

/** Under the 'products' key, so an admin change refreshes it with every other product list. */
export const productByShortIdQueryOptions = (shortId: string) =>
  queryOptions({
    queryKey: [...PRODUCTS_QUERY_KEY, 'short-id', shortId],
    queryFn: ({ signal }) => fetchProductByShortId(shortId, signal),
    // A perfume that is gone stays gone: the page says so at once.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });

/** The answer said the perfume is not listed (deleted, or never was). */
export function isProductGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function useProductByShortId(shortId: string) {
  return useQuery({ ...productByShortIdQueryOptions(shortId), enabled: shortId !== '' });
}
