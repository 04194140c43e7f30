import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshCatalogue } from '#client/api/admin-products.ts';
import { useSetSizeStock } from '#client/api/admin-stock.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { SIZES, type Size } from '#shared/constants.ts';
import type { Product } from '#shared/product.ts';

/** "In stock" / "Sold out" for each size of a product (or the given ones), one click each. */
export function StockToggles({ product, sizes = SIZES }: { product: Product; sizes?: readonly Size[] }) {
  const M = useMessages().adminSettings.stock;
  const m = useMessages();
  const queryClient = useQueryClient();
  const { mutateAsync: setSizeStock } = useSetSizeStock();
  const [soldOut, setSoldOut] = useState<readonly Size[]>(product.soldOutSizes);
  const [busy, setBusy] = useState<Size | null>(null);
  const [failed, setFailed] = useState(false);

  const toggle = async (size: Size) => {
    setBusy(size);
    setFailed(false);
    try {
      const stock = await setSizeStock({ productId: product.id, size, isSoldOut: !soldOut.includes(size) });
      setSoldOut(stock.soldOutSizes);
      void refreshCatalogue(queryClient);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      {sizes.map((size) => {
        const isSoldOut = soldOut.includes(size);
        return (
          <button
            key={size}
            type="button"
            aria-pressed={isSoldOut}
            aria-label={`${product.name} ${M.toggle(size, isSoldOut)}`}
            disabled={busy !== null}
            onClick={() => void toggle(size)}
            className={`rounded border px-2 py-1 text-xs ${isSoldOut ? 'border-red-400 text-red-300' : 'border-night-line text-ink'}`}
          >
            {m.fn.sizeLabel(size)}: {isSoldOut ? M.soldOut : M.inStock}
          </button>
        );
      })}
      {failed ? (
        <span role="alert" className="text-xs text-red-300">
          {m.common.genericError}
        </span>
      ) : null}
    </div>
  );
}
