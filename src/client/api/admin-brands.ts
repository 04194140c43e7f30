import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '#client/lib/http.ts';
import { BrandSchema } from '#shared/brands.ts';

/** GET /api/brands for the admin form's brand select and the dashboard's grouping. */
export const adminBrandsQueryOptions = queryOptions({
  queryKey: ['brands', 'admin'] as const,
  queryFn: ({ signal }) => apiFetch('/api/brands', { schema: z.array(BrandSchema), signal }),
  // The list changes only with a new release of the shop.
  staleTime: 60 * 60 * 1000,
});

export function useAdminBrands() {
  return useQuery(adminBrandsQueryOptions);
}
