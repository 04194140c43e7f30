import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminOrder, AdminOrderSchema, type OrderBookStatus } from '#shared/order-book.ts';
import { apiFetch } from '../lib/http.ts';
import { ADMIN_ORDERS_QUERY_KEY } from './admin-orders.ts';

export interface StatusChange {
  id: string;
  status: OrderBookStatus;
  reason?: string;
}

/** POST /api/admin/orders/:id/status: the next status, with an optional reason when cancelling. */
export function changeOrderStatus({ id, status, reason }: StatusChange): Promise<AdminOrder> {
  return apiFetch(`/api/admin/orders/${encodeURIComponent(id)}/status`, {
    method: 'POST',
    body: { status, ...(reason ? { reason } : {}) },
    schema: AdminOrderSchema,
  });
}

/** The inbox, badge and figures refetch afterwards. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOrderStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY }),
  });
}
