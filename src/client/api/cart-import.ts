import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import type { CartItem, GuestCartItem } from '#shared/cart.ts';
import { cartSchemas, cartWrite } from './cart.ts';

/**
 * POST /api/cart/import: the guest cart joins the account's at sign-in. Each guest item carries its
 * local id, so sending the same items again (a retry) adds nothing twice. Answers the whole cart.
 */
export async function importGuestCart(items: readonly GuestCartItem[]): Promise<CartItem[]> {
  const { CartItemListSchema } = await cartSchemas();
  return apiFetch('/api/cart/import', {
    method: 'POST',
    body: {
      items: items.map((item) => ({
        guestItemId: item.id,
        productId: item.productId,
        selectedSizes: item.selectedSizes.map(({ size, quantity }) => ({ size, quantity })),
      })),
    },
    schema: CartItemListSchema,
  });
}

export function useImportGuestCart() {
  return useMutation(cartWrite(importGuestCart));
}
