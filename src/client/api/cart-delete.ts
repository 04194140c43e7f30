import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { cartWrite } from './cart.ts';

/** DELETE /api/cart/:id */
export async function deleteCartItem(id: string): Promise<void> {
  await apiFetch(`/api/cart/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCartItem() {
  return useMutation(cartWrite(deleteCartItem));
}
