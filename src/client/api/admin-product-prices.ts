import { apiFetch } from '#client/lib/http.ts';
import type { ProductSizePrice } from '#shared/product-price.ts';
import { ProductPricesSchema } from '#shared/product-prices.ts';
import { useCatalogueWrite } from './admin-products.ts';

/** PUT /api/admin/products/:id/prices: the perfume's own prices and sales, whole. */
export function setProductPrices({
  productId,
  sizes,
}: {
  productId: string;
  sizes: readonly ProductSizePrice[];
}) {
  return apiFetch(`/api/admin/products/${encodeURIComponent(productId)}/prices`, {
    method: 'PUT',
    body: { sizes },
    schema: ProductPricesSchema,
  });
}

export function useSetProductPrices() {
  return useCatalogueWrite(setProductPrices);
}
