import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type Product, ProductSchema } from '#shared/product.ts';
import { refreshCatalogue } from './admin-products.ts';

/** POST /api/admin/products: the fields and the image in one multipart request. */
export function createProduct(form: FormData): Promise<Product> {
  return apiFetch('/api/admin/products', { method: 'POST', body: form, schema: ProductSchema });
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    // Not awaited: the caller settles its own state first, then the lists refresh.
    onSettled: () => {
      void refreshCatalogue(queryClient);
    },
  });
}
