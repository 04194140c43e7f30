import { apiFetch } from '#client/lib/http.ts';
import { type Product, ProductSchema } from '#shared/product.ts';
import { useCatalogueWrite } from './admin-products.ts';

/** PUT /api/admin/products/:id: the fields, and a new image only when one was chosen. */
export function updateProduct({ id, form }: { id: string; form: FormData }): Promise<Product> {
  return apiFetch(`/api/admin/products/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: form,
    schema: ProductSchema,
  });
}

export function useUpdateProduct() {
  return useCatalogueWrite(updateProduct);
}
