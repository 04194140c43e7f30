import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '#client/lib/http.ts';
import { ADMIN_ORDERS_QUERY_KEY } from './admin-orders.ts';

const CountSchema = z.object({ count: z.number() });

/** GET /api/admin/orders/new-count: orders nobody has handled yet (the badge on "Orders"). */
export async function fetchNewOrderCount(signal?: AbortSignal): Promise<number> {
  const { count } = await apiFetch('/api/admin/orders/new-count', {
    schema: CountSchema,
    ...(signal ? { signal } : {}),
  });
  return count;
}

export const newOrderCountQueryOptions = queryOptions({
  queryKey: [...ADMIN_ORDERS_QUERY_KEY, 'new-count'],
  queryFn: ({ signal }) => fetchNewOrderCount(signal),
});

export function useNewOrderCount() {
  return useQuery(newOrderCountQueryOptions);
}
