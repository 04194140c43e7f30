import { apiFetch } from '#client/lib/http.ts';
import { type CartItem, CartItemSchema, type SelectedSizeInput } from '#shared/cart.ts';

/** PUT /api/cart/:id/sizes: the server prices the sizes itself. */
export function setCartItemSizes(id: string, selectedSizes: readonly SelectedSizeInput[]): Promise<CartItem> {
  return apiFetch(`/api/cart/${encodeURIComponent(id)}/sizes`, {
    method: 'PUT',
    body: { selectedSizes: selectedSizes.map(({ size, quantity }) => ({ size, quantity })) },
    schema: CartItemSchema,
  });
}
