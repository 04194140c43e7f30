import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type Order, OrderListSchema } from '#shared/pending-orders.ts';

export const ORDERS_QUERY_KEY = ['orders'] as const;

/** GET /api/orders: the signed-in user's orders, newest first. */
export function fetchOrders(signal?: AbortSignal): Promise<Order[]> {
  return apiFetch('/api/orders', { schema: OrderListSchema, ...(signal ? { signal } : {}) });
}

export const ordersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, userId],
    queryFn: ({ signal }) => fetchOrders(signal),
    staleTime: 0,
  });

/** The signed-in user's orders; off for a guest (null). */
export function useOrders(userId: string | null) {
  return useQuery({ ...ordersQueryOptions(userId ?? ''), enabled: userId !== null });
}
