import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchProducts } from './products.ts';

/** Under the storefront's 'products' key, so that one invalidation refreshes every product list. */
export const ADMIN_PRODUCTS_QUERY_KEY = ['products', 'admin'] as const;

/** The dashboard notices products deleted elsewhere (another tab, another admin) this quickly. */
const REFRESH_MS = 15_000;

/** GET /api/products (the storefront's fetcher), kept fresher for the dashboard. */
export const adminProductsQueryOptions = queryOptions({
  queryKey: ADMIN_PRODUCTS_QUERY_KEY,
  queryFn: ({ signal }) => fetchProducts(undefined, signal),
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

/** A write of the catalogue: once it settles, every product list refreshes (not awaited, so the caller settles its own state first). */
export function useCatalogueWrite<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void refreshCatalogue(queryClient);
    },
  });
}
