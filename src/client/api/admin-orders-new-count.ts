import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '#client/lib/http.ts';
import { ADMIN_ORDERS_QUERY_KEY } from './admin-orders.ts';

/** GET /api/admin/orders/new-count: orders nobody has handled yet (the badge on "Orders"). */
export function useNewOrderCount() {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_QUERY_KEY, 'new-count'],
    queryFn: ({ signal }) =>
      apiFetch('/api/admin/orders/new-count', { schema: z.object({ count: z.number() }), signal }),
    select: (data) => data.count,
  });
}
