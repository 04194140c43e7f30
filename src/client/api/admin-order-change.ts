import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type AdminOrder, AdminOrderSchema, type OrderBookStatus } from '#shared/order-book.ts';
import { ADMIN_ORDERS_QUERY_KEY } from './admin-orders.ts';

type Change = { id: string; status: OrderBookStatus; reason?: string } | { id: string; erase: true };

/** POST /api/admin/orders/:id/status or /erase; the inbox, badge and figures refetch afterwards. */
export function useChangeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change): Promise<AdminOrder> => {
      const base = `/api/admin/orders/${encodeURIComponent(change.id)}`;
      return 'erase' in change
        ? apiFetch(`${base}/erase`, { method: 'POST', schema: AdminOrderSchema })
        : apiFetch(`${base}/status`, {
            method: 'POST',
            body: { status: change.status, ...(change.reason ? { reason: change.reason } : {}) },
            schema: AdminOrderSchema,
          });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY }),
  });
}
