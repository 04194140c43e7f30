import { apiFetch } from '#client/lib/http.ts';
import type { Size } from '#shared/constants.ts';
import { StockSchema } from '#shared/stock.ts';

/** PUT /api/admin/products/:id/stock: one size "Sold out" or back "In stock". */
export function setSizeStock(productId: string, size: Size, isSoldOut: boolean) {
  return apiFetch(`/api/admin/products/${encodeURIComponent(productId)}/stock`, {
    method: 'PUT',
    body: { size, isSoldOut },
    schema: StockSchema,
  });
}
