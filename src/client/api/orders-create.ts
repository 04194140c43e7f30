import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type Order, OrderSchema } from '#shared/pending-orders.ts';
import { cartWrite } from './cart.ts';

/**
 * POST /api/orders: these cart items become one pending order and leave the cart, all or nothing;
 * a write of the cart, so it waits for the cart's writes before it.
 */
export function createOrder(cartItemIds: readonly string[]): Promise<Order> {
  return apiFetch('/api/orders', { method: 'POST', body: { cartItemIds }, schema: OrderSchema });
}

export function useCreateOrder() {
  return useMutation(cartWrite(createOrder));
}
