import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type AdminBrand, AdminBrandSchema } from '#shared/brand-names.ts';
import { useCatalogueWrite } from './admin-products.ts';

const AdminBrandListSchema = AdminBrandSchema.array();

/** GET /api/admin/brands: every brand with its perfume count, for the owner's page. */
export function fetchAdminBrands(signal?: AbortSignal): Promise<AdminBrand[]> {
  return apiFetch('/api/admin/brands', { schema: AdminBrandListSchema, ...(signal ? { signal } : {}) });
}

export const adminBrandsQueryOptions = queryOptions({
  queryKey: ['admin', 'brands'],
  queryFn: ({ signal }) => fetchAdminBrands(signal),
  staleTime: 0,
});

export function useAdminBrands() {
  return useQuery(adminBrandsQueryOptions);
}

/** POST /api/admin/brands, or PUT /api/admin/brands/:id with `id`: the names and the logo in one form. */
export function saveBrand({ id, form }: { id: string | null; form: FormData }): Promise<AdminBrand> {
  const url = id ? `/api/admin/brands/${encodeURIComponent(id)}` : '/api/admin/brands';
  return apiFetch(url, { method: id ? 'PUT' : 'POST', body: form, schema: AdminBrandSchema });
}

/** DELETE /api/admin/brands/:id: refused while perfumes use it. */
export async function removeBrand(id: string): Promise<void> {
  await apiFetch(`/api/admin/brands/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Each write refreshes every catalogue view: the brand list, the product form's choice, the storefront. */
export function useSaveBrand() {
  return useCatalogueWrite(saveBrand);
}

export function useRemoveBrand() {
  return useCatalogueWrite(removeBrand);
}
