import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { FiguresSchema } from '#shared/order-book.ts';
import { ADMIN_ORDERS_QUERY_KEY } from './admin-orders.ts';

/** GET /api/admin/orders/figures. */
export function useOrderFigures() {
  return useQuery({
    queryKey: [...ADMIN_ORDERS_QUERY_KEY, 'figures'],
    queryFn: ({ signal }) => apiFetch('/api/admin/orders/figures', { schema: FiguresSchema, signal }),
  });
}
