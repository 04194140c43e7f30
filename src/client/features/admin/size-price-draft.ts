import { SIZES, type Size } from '#shared/constants.ts';
import type { PerfumePricesTexts } from '#shared/i18n/catalogues/types/perfume-prices.ts';
import type { ProductSizePrice } from '#shared/product-price.ts';
import { PRICE_MAX_CENTS } from '#shared/settings.ts';
import type { PricesSection } from '#shared/settings-types.ts';

/** What the owner typed for one size: dollars as text, days as the date fields give them. */
export interface SizePriceDraft {
  price: string;
  salePrice: string;
  saleFrom: string;
  saleTo: string;
}
export type SizePriceDrafts = Record<Size, SizePriceDraft>;

const dollarsText = (cents: number | null | undefined) => (cents == null ? '' : (cents / 100).toFixed(2));

export function toDrafts(sizePrices: readonly ProductSizePrice[]): SizePriceDrafts {
  const draft = (size: Size): SizePriceDraft => {
    const own = sizePrices.find((p) => p.size === size);
    return {
      price: dollarsText(own?.priceCents),
      salePrice: dollarsText(own?.sale?.priceCents),
      saleFrom: own?.sale?.from ?? '',
      saleTo: own?.sale?.to ?? '',
    };
  };
  return { '100': draft('100'), '50': draft('50') };
}

export type DraftField = keyof SizePriceDraft;
export type DraftCheck =
  | { ok: true; sizes: ProductSizePrice[] }
  | { ok: false; size: Size; field: DraftField; message: string };

/** "12.5" → 1250; anything but dollars with at most two decimals is null. */
function parseCents(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/**
 * The body the server takes, or the first field it would refuse, with the same rules
 * (product-prices.ts, docs/decisions/187, 188): the form says what is wrong before sending.
 */
export function checkDrafts(
  drafts: SizePriceDrafts,
  settings: PricesSection,
  texts: PerfumePricesTexts,
): DraftCheck {
  const sizes: ProductSizePrice[] = [];
  for (const size of SIZES) {
    const draft = drafts[size];
    const refuse = (field: DraftField, message: string): DraftCheck => ({ ok: false, size, field, message });
    let priceCents: number | null = null;
    if (draft.price.trim() !== '') {
      priceCents = parseCents(draft.price);
      if (priceCents === null) return refuse('price', texts.priceInvalid);
      if (priceCents < 1) return refuse('price', texts.priceTooLow);
      if (priceCents > PRICE_MAX_CENTS) return refuse('price', texts.priceTooHigh);
    }
    const saleParts = [draft.salePrice, draft.saleFrom, draft.saleTo].map((part) => part.trim());
    let sale: ProductSizePrice['sale'] = null;
    if (saleParts.some((part) => part !== '')) {
      const [salePrice = '', from = '', to = ''] = saleParts;
      if (salePrice === '') return refuse('salePrice', texts.saleNeedsDays);
      if (from === '') return refuse('saleFrom', texts.saleNeedsDays);
      if (to === '') return refuse('saleTo', texts.saleNeedsDays);
      const saleCents = parseCents(salePrice);
      if (saleCents === null) return refuse('salePrice', texts.priceInvalid);
      if (saleCents < 1) return refuse('salePrice', texts.priceTooLow);
      if (saleCents >= (priceCents ?? settings.sizes[size].priceCents))
        return refuse('salePrice', texts.saleNotLower);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(from)) return refuse('saleFrom', texts.dayInvalid);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(to)) return refuse('saleTo', texts.dayInvalid);
      if (to < from) return refuse('saleTo', texts.saleEndsBeforeStart);
      sale = { priceCents: saleCents, from, to };
    }
    if (priceCents !== null || sale !== null) sizes.push({ size, priceCents, sale });
  }
  return { ok: true, sizes };
}
