import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { CATEGORIES } from '#shared/constants.ts';
import type { Product } from '#shared/product.ts';

export const PRODUCTS_QUERY_KEY = ['products'] as const;

// A hand-written guard rather than ProductListSchema: zod would add ~20 kB to the home page's first load.
export function isProduct(value: unknown): value is Product {
  if (typeof value !== 'object' || value === null) return false;
  const p = value as Record<string, unknown>;
  return (
    typeof p.id === 'string' &&
    typeof p.name === 'string' &&
    typeof p.description === 'string' &&
    typeof p.brand === 'string' &&
    (p.style === null || typeof p.style === 'string') &&
    typeof p.imageUrl === 'string' &&
    typeof p.imageSrcSet === 'string' &&
    typeof p.createdAt === 'string' &&
    (CATEGORIES as readonly unknown[]).includes(p.category)
  );
}

/** GET /api/products: newest first; `limit` asks the server for only the newest few. */
export async function fetchProducts(limit?: number, signal?: AbortSignal): Promise<Product[]> {
  const query = limit === undefined ? '' : `?${new URLSearchParams({ limit: String(limit) })}`;
  const data = await apiFetch<unknown>(`/api/products${query}`, signal ? { signal } : {});
  if (!Array.isArray(data) || !data.every(isProduct)) {
    throw new Error('GET /api/products answered with something other than a product list');
  }
  return data;
}

export const productsQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: limit === undefined ? PRODUCTS_QUERY_KEY : [...PRODUCTS_QUERY_KEY, { limit }],
    queryFn: ({ signal }) => fetchProducts(limit, signal),
  });

export function useProducts(limit?: number) {
  return useQuery(productsQueryOptions(limit));
}
