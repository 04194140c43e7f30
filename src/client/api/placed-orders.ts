import { apiFetch } from '#client/lib/http.ts';
import { type PlaceOrderBody, type TrackedOrder, TrackedOrderSchema } from '#shared/order-book.ts';

/** POST /api/placed-orders: records the order in the shop's book; the same idempotency key gives the same order. */
export function placeOrder(body: PlaceOrderBody): Promise<TrackedOrder> {
  return apiFetch('/api/placed-orders', { method: 'POST', body, schema: TrackedOrderSchema });
}
