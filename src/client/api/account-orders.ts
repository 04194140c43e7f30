import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type TrackedOrder, TrackedOrderListSchema } from '#shared/order-book.ts';

/** GET /api/account/orders: the signed-in customer's placed orders, newest first. */
export function fetchAccountOrders(signal?: AbortSignal): Promise<TrackedOrder[]> {
  return apiFetch('/api/account/orders', { schema: TrackedOrderListSchema, ...(signal ? { signal } : {}) });
}

export const accountOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['account-orders', userId],
    queryFn: ({ signal }) => fetchAccountOrders(signal),
  });

export function useAccountOrders(userId: string | null) {
  return useQuery({ ...accountOrdersQueryOptions(userId ?? ''), enabled: userId !== null });
}
