import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import type { CartItem } from '#shared/cart.ts';
import { cartSchemas, cartWrite } from './cart.ts';

/** POST /api/cart: adds a product with no sizes; 409 ALREADY_IN_CART when it is there already. */
export async function addCartItem(productId: string): Promise<CartItem> {
  const { CartItemSchema } = await cartSchemas();
  return apiFetch('/api/cart', { method: 'POST', body: { productId }, schema: CartItemSchema });
}

export function useAddCartItem() {
  return useMutation(cartWrite(addCartItem));
}
