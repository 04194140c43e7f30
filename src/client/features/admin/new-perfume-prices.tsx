import { useSetProductPrices } from '#client/api/admin-product-prices.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { toast } from '#client/lib/toast.ts';
import type { ProductSizePrice } from '#shared/product-price.ts';
import { SizePriceInputs, usePriceDrafts } from './SizePriceFields.tsx';
import { toDrafts } from './size-price-draft.ts';

/**
 * A new perfume's own prices on the form that adds it (docs/decisions/203): empty, so the shop's
 * prices apply, or typed over. They are checked with the server's rules before the perfume is sent,
 * then saved to the perfume once the server has made it.
 */
export function useNewPerfumePrices() {
  const texts = useMessages().perfumePrices;
  const form = usePriceDrafts(toDrafts([]));
  const save = useSetProductPrices();

  /** Saves the prices typed for the perfume just added; nothing to send when none was typed. */
  const saveFor = async (productId: string, sizes: readonly ProductSizePrice[]) => {
    if (sizes.length === 0) return;
    try {
      await save.mutateAsync({ productId, sizes });
    } catch {
      // The perfume is in the shop at the shop's prices: the owner is told to set its own again.
      toast.error(texts.addedWithoutPrices);
    }
  };

  const fields = (
    <SizePriceInputs
      drafts={form.drafts}
      onChange={form.change}
      problem={form.problem}
      idBase={form.idBase}
    />
  );
  return { fields, check: form.check, saveFor };
}
