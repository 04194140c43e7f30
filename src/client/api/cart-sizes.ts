import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type CartItem, CartItemSchema, type SelectedSizeInput } from '#shared/cart.ts';
import { cartWrite } from './cart.ts';

export interface CartSizesChange {
  id: string;
  selectedSizes: readonly SelectedSizeInput[];
}

/** PUT /api/cart/:id/sizes: the server prices the sizes itself. */
export function setCartItemSizes({ id, selectedSizes }: CartSizesChange): Promise<CartItem> {
  return apiFetch(`/api/cart/${encodeURIComponent(id)}/sizes`, {
    method: 'PUT',
    body: { selectedSizes: selectedSizes.map(({ size, quantity }) => ({ size, quantity })) },
    schema: CartItemSchema,
  });
}

export function useSetCartItemSizes() {
  return useMutation(cartWrite(setCartItemSizes));
}
