import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type Product, ProductSchema } from '#shared/product.ts';
import { refreshCatalogue } from './admin-products.ts';

/** PUT /api/admin/products/:id: the fields, and a new image only when one was chosen. */
export function updateProduct({ id, form }: { id: string; form: FormData }): Promise<Product> {
  return apiFetch(`/api/admin/products/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: form,
    schema: ProductSchema,
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    // Not awaited: the caller settles its own state first, then the lists refresh.
    onSettled: () => {
      void refreshCatalogue(queryClient);
    },
  });
}
