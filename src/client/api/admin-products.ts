import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type Product, ProductListSchema } from '#shared/product.ts';

/** Under the storefront's 'products' key, so that one invalidation refreshes every product list. */
export const ADMIN_PRODUCTS_QUERY_KEY = ['products', 'admin'] as const;

/** The dashboard notices products deleted elsewhere (another tab, another admin) this quickly. */
const REFRESH_MS = 15_000;

/** GET /api/products for the dashboard: every listed product, newest first, checked in full. */
export async function fetchAdminProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiFetch('/api/products', { schema: ProductListSchema, ...(signal ? { signal } : {}) });
}

export const adminProductsQueryOptions = queryOptions({
  queryKey: ADMIN_PRODUCTS_QUERY_KEY,
  queryFn: ({ signal }) => fetchAdminProducts(signal),
  staleTime: 0,
  refetchOnWindowFocus: 'always',
  refetchInterval: REFRESH_MS,
  retry: 1,
});

export function useAdminProducts() {
  return useQuery(adminProductsQueryOptions);
}

/**
 * After an admin change every cached view of the catalogue (home's newest four, /perfumes, this
 * dashboard) is refetched, so the storefront shows the change at once. The session is left alone.
 */
export function refreshCatalogue(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
}
