import { apiFetch } from '#client/lib/http.ts';
import { type AdminOrder, AdminOrderSchema } from '#shared/order-book.ts';
import { useOrderBookWrite } from './admin-orders.ts';

/** POST /api/admin/orders/:id/undo: takes back the order's latest change (docs/decisions/141). */
export function undoOrderChange({ id, eventId }: { id: string; eventId: string }): Promise<AdminOrder> {
  return apiFetch(`/api/admin/orders/${encodeURIComponent(id)}/undo`, {
    method: 'POST',
    body: { eventId },
    schema: AdminOrderSchema,
  });
}

export function useUndoOrderChange() {
  return useOrderBookWrite(undoOrderChange);
}
