import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { TrackedOrderListSchema } from '#shared/order-book.ts';

/** GET /api/account/orders: the signed-in customer's placed orders, newest first. */
export const accountOrdersQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['account-orders', userId],
    queryFn: ({ signal }) => apiFetch('/api/account/orders', { schema: TrackedOrderListSchema, signal }),
  });

export function useAccountOrders(userId: string | null) {
  return useQuery({ ...accountOrdersQueryOptions(userId ?? ''), enabled: userId !== null });
}
