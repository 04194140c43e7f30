import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type Figures, FiguresSchema } from '#shared/order-book.ts';
import { ADMIN_ORDERS_QUERY_KEY } from './admin-orders.ts';

/** GET /api/admin/orders/figures. */
export function fetchOrderFigures(signal?: AbortSignal): Promise<Figures> {
  return apiFetch('/api/admin/orders/figures', { schema: FiguresSchema, ...(signal ? { signal } : {}) });
}

export const orderFiguresQueryOptions = queryOptions({
  queryKey: [...ADMIN_ORDERS_QUERY_KEY, 'figures'],
  queryFn: ({ signal }) => fetchOrderFigures(signal),
});

export function useOrderFigures() {
  return useQuery(orderFiguresQueryOptions);
}
