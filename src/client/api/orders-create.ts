import { apiFetch } from '#client/lib/http.ts';
import { type Order, OrderSchema } from '#shared/orders.ts';

/** POST /api/orders: these cart items become one pending order and leave the cart, all or nothing. */
export function createOrder(cartItemIds: readonly string[]): Promise<Order> {
  return apiFetch('/api/orders', { method: 'POST', body: { cartItemIds }, schema: OrderSchema });
}
