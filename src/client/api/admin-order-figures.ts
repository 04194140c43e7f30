import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { FiguresWithStockSchema } from '#shared/stock-counts.ts';
import { ADMIN_ORDERS_QUERY_KEY } from './admin-orders.ts';

/** GET /api/admin/orders/figures. */
export function fetchOrderFigures(signal?: AbortSignal) {
  return apiFetch('/api/admin/orders/figures', {
    schema: FiguresWithStockSchema,
    ...(signal ? { signal } : {}),
  });
}

export const orderFiguresQueryOptions = queryOptions({
  queryKey: [...ADMIN_ORDERS_QUERY_KEY, 'figures'],
  queryFn: ({ signal }) => fetchOrderFigures(signal),
});

export function useOrderFigures() {
  return useQuery(orderFiguresQueryOptions);
}
