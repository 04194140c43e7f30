import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import type { CartItem, SelectedSizeInput } from '#shared/cart.ts';
import { cartSchemas, cartWrite } from './cart.ts';

export interface CartSizesChange {
  id: string;
  selectedSizes: readonly SelectedSizeInput[];
}

/** PUT /api/cart/:id/sizes: the server prices the sizes itself. */
export async function setCartItemSizes({ id, selectedSizes }: CartSizesChange): Promise<CartItem> {
  const { CartItemSchema } = await cartSchemas();
  return apiFetch(`/api/cart/${encodeURIComponent(id)}/sizes`, {
    method: 'PUT',
    body: { selectedSizes: selectedSizes.map(({ size, quantity }) => ({ size, quantity })) },
    schema: CartItemSchema,
  });
}

export function useSetCartItemSizes() {
  return useMutation(cartWrite(setCartItemSizes));
}
