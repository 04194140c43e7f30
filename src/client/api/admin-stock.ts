import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import type { Size } from '#shared/constants.ts';
import { type Stock, StockSchema } from '#shared/stock.ts';

export interface StockChange {
  productId: string;
  size: Size;
  isSoldOut: boolean;
}

/** PUT /api/admin/products/:id/stock: one size "Sold out" or back "In stock". */
export function setSizeStock({ productId, size, isSoldOut }: StockChange): Promise<Stock> {
  return apiFetch(`/api/admin/products/${encodeURIComponent(productId)}/stock`, {
    method: 'PUT',
    body: { size, isSoldOut },
    schema: StockSchema,
  });
}

export function useSetSizeStock() {
  return useMutation({ mutationFn: setSizeStock });
}
