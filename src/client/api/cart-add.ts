import { apiFetch } from '#client/lib/http.ts';
import { type CartItem, CartItemSchema } from '#shared/cart.ts';

/** POST /api/cart: adds a product with no sizes; 409 ALREADY_IN_CART when it is there already. */
export function addCartItem(productId: string): Promise<CartItem> {
  return apiFetch('/api/cart', { method: 'POST', body: { productId }, schema: CartItemSchema });
}
