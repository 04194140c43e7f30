import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '#client/lib/http.ts';
import {
  type AdminBrandProductsPage,
  AdminBrandProductsPageSchema,
  type AdminListBrand,
  AdminListBrandsSchema,
} from '#shared/admin-list.ts';
import { PRODUCTS_QUERY_KEY } from './products.ts';

/**
 * The admin list a brand at a time (docs/decisions/202). Under the products' key, so that the
 * catalogue's one invalidation after a write refreshes these too.
 */
const ADMIN_LIST_KEY = [...PRODUCTS_QUERY_KEY, 'admin-list'] as const;

/** The dashboard notices products added or deleted elsewhere (another tab, another admin) this quickly. */
const REFRESH_MS = 15_000;

/** Kept fresh while shown: a refresh every 15 s and whenever the admin comes back to the tab. */
const FRESH = {
  staleTime: 0,
  refetchOnWindowFocus: 'always',
  refetchInterval: REFRESH_MS,
  retry: 1,
} as const;

/** GET /api/admin/products/brands: the brands having perfumes, alphabetical, with their counts. */
export function fetchAdminListBrands(signal?: AbortSignal): Promise<AdminListBrand[]> {
  return apiFetch('/api/admin/products/brands', {
    schema: AdminListBrandsSchema,
    ...(signal ? { signal } : {}),
  });
}

export const adminListBrandsQueryOptions = queryOptions({
  queryKey: [...ADMIN_LIST_KEY, 'brands'],
  queryFn: ({ signal }) => fetchAdminListBrands(signal),
  ...FRESH,
});

export function useAdminListBrands() {
  return useQuery(adminListBrandsQueryOptions);
}

/** GET /api/admin/products: one page of a brand's perfumes, newest first. */
export function fetchAdminBrandProducts(
  brand: string,
  page: number,
  signal?: AbortSignal,
): Promise<AdminBrandProductsPage> {
  const query = new URLSearchParams({ brand, page: String(page) });
  return apiFetch(`/api/admin/products?${query}`, {
    schema: AdminBrandProductsPageSchema,
    ...(signal ? { signal } : {}),
  });
}

/**
 * An open brand's perfumes, a page at a time: "Show more" adds the next page under the ones shown.
 * Read only while the brand is open; a refresh reads again the pages shown.
 */
export function useAdminBrandProducts(brand: string, isOpen: boolean) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_LIST_KEY, 'brand', brand],
    queryFn: ({ pageParam, signal }) => fetchAdminBrandProducts(brand, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pageCount ? last.page + 1 : undefined),
    enabled: isOpen,
    ...FRESH,
  });
}

/** GET /api/products/:id: whether the perfume still exists (a 404 says it was deleted). */
async function productExists(id: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await apiFetch(`/api/products/${encodeURIComponent(id)}`, signal ? { signal } : {});
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/**
 * Whether the perfume in the form still exists, checked as often as the list refreshes: false
 * once it was deleted here or elsewhere, undefined while unknown or when nothing is being edited.
 */
export function useEditedProductExists(id: string | null): boolean | undefined {
  const { data } = useQuery({
    queryKey: [...ADMIN_LIST_KEY, 'edited', id],
    queryFn: ({ signal }) => productExists(id ?? '', signal),
    enabled: id !== null,
    ...FRESH,
  });
  return id === null ? undefined : data;
}
