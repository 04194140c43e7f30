import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { InboxPageSchema, type InboxQuery } from '#shared/order-book.ts';

export const ADMIN_ORDERS_QUERY_KEY = ['admin-orders'] as const;

/** GET /api/admin/orders: one page of the inbox, newest first, with the filters in the query. */
export function useAdminOrders(query: InboxQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return useQuery({
    queryKey: [...ADMIN_ORDERS_QUERY_KEY, 'list', params.toString()],
    queryFn: ({ signal }) => apiFetch(`/api/admin/orders?${params}`, { schema: InboxPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
