import { useMemo } from 'react';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import type { UnitPrices } from '#shared/constants.ts';
import { makePriceBook } from '#shared/product-price.ts';
import { useProducts } from './products.ts';

/**
 * What each perfume in a cart or an order costs per size now: the one rule (product-price.ts) over
 * the owner's settings and the catalogue's own prices and sales. A perfume the catalogue does not
 * hold (yet) shows the shop's prices. The server prices the order itself whatever this says.
 */
export function usePriceBook(): (productId: string) => UnitPrices {
  const { prices } = useShopSettings();
  const { data: products } = useProducts();
  return useMemo(() => {
    const own = new Map((products ?? []).map((p) => [p.id, p.sizePrices]));
    return makePriceBook(prices, (id) => own.get(id), new Date());
  }, [prices, products]);
}
