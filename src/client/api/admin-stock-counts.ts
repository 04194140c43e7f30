import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import type { Size } from '#shared/constants.ts';
import { type StockCounts, StockCountsSchema } from '#shared/stock-counts.ts';
import { refreshCatalogue } from './admin-products.ts';

export interface StockCountChange {
  productId: string;
  size: Size;
  /** null: stop counting this size. */
  quantity: number | null;
}

/** PUT /api/admin/products/:id/stock-count; the counts and the shop's sold-out sizes refresh after it. */
export function useSetStockCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, size, quantity }: StockCountChange): Promise<StockCounts> =>
      apiFetch(`/api/admin/products/${encodeURIComponent(productId)}/stock-count`, {
        method: 'PUT',
        body: { size, quantity },
        schema: StockCountsSchema,
      }),
    // Every list but the session's: the counts here and the sold-out sizes of the shop's lists.
    onSettled: () => {
      void refreshCatalogue(queryClient);
    },
  });
}
