import { queryOptions, useQueries } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type AdminOrder, AdminOrderSchema } from '#shared/order-book.ts';
import { ADMIN_ORDERS_QUERY_KEY } from './admin-orders.ts';

/** GET /api/admin/orders/:id */
export function fetchAdminOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  return apiFetch(`/api/admin/orders/${encodeURIComponent(id)}`, {
    schema: AdminOrderSchema,
    ...(signal ? { signal } : {}),
  });
}

export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => fetchAdminOrder(id, signal),
  });

/** Each of these orders (the print view). */
export function useAdminOrdersById(ids: readonly string[]) {
  return useQueries({ queries: ids.map(adminOrderQueryOptions) });
}
