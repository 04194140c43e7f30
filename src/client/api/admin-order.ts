import { useQueries } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { AdminOrderSchema } from '#shared/order-book.ts';
import { ADMIN_ORDERS_QUERY_KEY } from './admin-orders.ts';

/** GET /api/admin/orders/:id for each id (the print view). */
export function useAdminOrdersById(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: [...ADMIN_ORDERS_QUERY_KEY, 'one', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch(`/api/admin/orders/${encodeURIComponent(id)}`, { schema: AdminOrderSchema, signal }),
    })),
  });
}
