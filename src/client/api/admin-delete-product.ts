import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { refreshCatalogue } from './admin-products.ts';

/** DELETE /api/admin/products/:id: the product and its image. */
export async function deleteProduct(id: string): Promise<void> {
  await apiFetch(`/api/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    // Not awaited: the caller settles its own state first, then the lists refresh.
    onSettled: () => {
      void refreshCatalogue(queryClient);
    },
  });
}
