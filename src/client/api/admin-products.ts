import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * After an admin change every cached view of the catalogue (home's newest four, /perfumes, the
 * dashboard's list) is refetched, so the storefront shows the change at once. The session is left alone.
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
