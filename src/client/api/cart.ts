import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type CartItem, CartItemListSchema } from '#shared/cart.ts';

export const CART_QUERY_KEY = ['cart'] as const;

/** GET /api/cart: the signed-in user's cart items, oldest first. */
export function fetchCart(signal?: AbortSignal): Promise<CartItem[]> {
  return apiFetch('/api/cart', { schema: CartItemListSchema, ...(signal ? { signal } : {}) });
}

/** Keyed by user, so one account never sees another's cart from the cache. */
export const cartQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...CART_QUERY_KEY, userId],
    queryFn: ({ signal }) => fetchCart(signal),
  });
