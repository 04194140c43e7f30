import { apiFetch } from '#client/lib/http.ts';
import { type AdminOrder, AdminOrderSchema } from '#shared/order-book.ts';
import { useOrderBookWrite } from './admin-orders.ts';

/** POST /api/admin/orders/:id/erase: the customer's details go; the items and totals stay. */
export function eraseOrderCustomer(id: string): Promise<AdminOrder> {
  return apiFetch(`/api/admin/orders/${encodeURIComponent(id)}/erase`, {
    method: 'POST',
    schema: AdminOrderSchema,
  });
}

export function useEraseOrderCustomer() {
  return useOrderBookWrite(eraseOrderCustomer);
}
