import { useMemo } from 'react';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import type { UnitPrices } from '#shared/constants.ts';
import { makePriceBook } from '#shared/product-price.ts';
import { useProductsById } from './products-by-id.ts';

/**
 * What each perfume in a cart or an order costs per size now: the one rule (product-price.ts) over
 * the owner's settings and the catalogue's own prices and sales. A perfume the catalogue does not
 * hold (yet) shows the shop's prices. `ids`: the cart's or the order's perfumes. The server prices the order itself whatever this says.
 */
export function usePriceBook(ids: readonly string[]): (productId: string) => UnitPrices {
  const { prices } = useShopSettings();
  const { productOf } = useProductsById(ids);
  return useMemo(
    () => makePriceBook(prices, (id) => productOf(id)?.sizePrices, new Date()),
    [prices, productOf],
  );
}
