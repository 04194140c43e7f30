import { apiFetch } from '#client/lib/http.ts';
import { useCatalogueWrite } from './admin-products.ts';

/** DELETE /api/admin/products/:id: the product and its image. */
export async function deleteProduct(id: string): Promise<void> {
  await apiFetch(`/api/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  return useCatalogueWrite(deleteProduct);
}
