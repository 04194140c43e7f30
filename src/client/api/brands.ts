import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import type { Brand } from '#shared/brands.ts';

export const BRANDS_QUERY_KEY = ['brands'] as const;

// Hand-checked rather than with BrandSchema, to keep zod off the home page's first load.
function isBrand(value: unknown): value is Brand {
  if (typeof value !== 'object' || value === null) return false;
  const b = value as Record<string, unknown>;
  return typeof b.name === 'string' && typeof b.slug === 'string' && typeof b.logoUrl === 'string';
}

/** GET /api/brands: the shop's fixed brand list, sorted by name, each with its logo. */
export async function fetchBrands(signal?: AbortSignal): Promise<Brand[]> {
  const data = await apiFetch<unknown>('/api/brands', signal ? { signal } : {});
  if (!Array.isArray(data) || !data.every(isBrand)) {
    throw new Error('GET /api/brands answered with something other than a brand list');
  }
  return data;
}

export const brandsQueryOptions = queryOptions({
  queryKey: BRANDS_QUERY_KEY,
  queryFn: ({ signal }) => fetchBrands(signal),
  // The list changes only with a new release of the shop.
  staleTime: 60 * 60 * 1000,
});

export function useBrands(options: { enabled?: boolean } = {}) {
  return useQuery({ ...brandsQueryOptions, enabled: options.enabled ?? true });
}
