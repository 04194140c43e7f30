import { useMemo } from 'react';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import type { UnitPrices } from '#shared/constants.ts';
import { unitPrices } from '#shared/prices.ts';

/**
 * The unit price of each size now, for what prices a cart or an order. Apart from the settings'
 * module, which every page's first script loads, so the prices' code comes with the cart's
 * (docs/decisions/212).
 */
export function useUnitPrices(): UnitPrices {
  const { prices } = useShopSettings();
  return useMemo(() => unitPrices(prices), [prices]);
}
