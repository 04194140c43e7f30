import { apiFetch } from '#client/lib/http.ts';
import { type Order, type OrderItem, OrderSchema } from '#shared/pending-orders.ts';

/** PATCH /api/orders/:id with the items to keep (the server keeps names and prices its own). */
export function updateOrderItems({ id, items }: { id: string; items: readonly OrderItem[] }): Promise<Order> {
  return apiFetch(`/api/orders/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: {
      items: items.map(({ productId, size100mlQuantity, size50mlQuantity }) => ({
        productId,
        size100mlQuantity,
        size50mlQuantity,
      })),
    },
    schema: OrderSchema,
  });
}
