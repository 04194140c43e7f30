import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { apiFetch } from '#client/lib/http.ts';
import type { Product } from '#shared/product.ts';
import { isProduct, PRODUCTS_QUERY_KEY } from './products.ts';

/** GET /api/products/by-ids: the listed perfumes among `ids`, in their order. */
export async function fetchProductsById(ids: readonly string[], signal?: AbortSignal): Promise<Product[]> {
  const query = new URLSearchParams({ ids: ids.join(',') });
  const data = await apiFetch<unknown>(`/api/products/by-ids?${query}`, signal ? { signal } : {});
  if (!Array.isArray(data) || !data.every(isProduct)) {
    throw new Error('GET /api/products/by-ids answered with something other than a product list');
  }
  return data;
}

export interface ProductsById {
  /** The perfume as the catalogue lists it now; undefined while loading and for one no longer listed. */
  productOf: (id: string) => Product | undefined;
  isPending: boolean;
}

/**
 * The perfumes a cart or an order names, and only those (docs/decisions/201): a few, whatever the
 * catalogue's size. Under the products' key, so a change to the catalogue refreshes them with every
 * other product list; while the cart grows, the perfumes already known stay shown.
 */
export function useProductsById(ids: readonly string[]): ProductsById {
  const key = [...new Set(ids)].sort().join(',');
  const wanted = useMemo(() => (key === '' ? [] : key.split(',')), [key]);
  const { data, isPending } = useQuery({
    queryKey: [...PRODUCTS_QUERY_KEY, 'by-ids', key],
    queryFn: ({ signal }) => fetchProductsById(wanted, signal),
    enabled: wanted.length > 0,
    placeholderData: keepPreviousData,
  });
  const byId = useMemo(() => new Map((data ?? []).map((product) => [product.id, product])), [data]);
  const productOf = useCallback((id: string) => byId.get(id), [byId]);
  return { productOf, isPending: wanted.length > 0 && isPending };
}
