import { useMutation } from '@tanstack/react-query';
import { type PlaceOrderBody, type TrackedOrder, TrackedOrderSchema } from '#shared/order-book.ts';
import { apiFetch } from '../lib/http.ts';

/** POST /api/placed-orders: records the order in the shop's book; the same idempotency key gives the same order. */
export function placeOrder(body: PlaceOrderBody): Promise<TrackedOrder> {
  return apiFetch('/api/placed-orders', { method: 'POST', body, schema: TrackedOrderSchema });
}

export function usePlaceOrder() {
  return useMutation({ mutationFn: placeOrder });
}
