import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminOrder, AdminOrderSchema } from '#shared/order-book.ts';
import { apiFetch } from '../lib/http.ts';
import { ADMIN_ORDERS_QUERY_KEY } from './admin-orders.ts';

/** POST /api/admin/orders/:id/erase: the customer's details go; the items and totals stay. */
export function eraseOrderCustomer(id: string): Promise<AdminOrder> {
  return apiFetch(`/api/admin/orders/${encodeURIComponent(id)}/erase`, {
    method: 'POST',
    schema: AdminOrderSchema,
  });
}

/** The inbox, badge and figures refetch afterwards. */
export function useEraseOrderCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseOrderCustomer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY }),
  });
}
