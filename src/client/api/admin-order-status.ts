import { apiFetch } from '#client/lib/http.ts';
import { type AdminOrder, AdminOrderSchema, type OrderBookStatus } from '#shared/order-book.ts';
import { useOrderBookWrite } from './admin-orders.ts';

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

export function useChangeOrderStatus() {
  return useOrderBookWrite(changeOrderStatus);
}
