import { useCallback } from 'react';
import { useProductsById } from '#client/api/products-by-id.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import type { Size } from '#shared/constants.ts';
import { type SizeAvailability, sizeAvailability } from '#shared/prices.ts';

export type AvailabilityOf = (productId: string, size: Size) => SizeAvailability;

/**
 * Whether a size of a product can be chosen now: the owner's settings (sizes on sale) and the
 * stock flags of the perfumes of `ids` (the cart's), both kept fresh (docs/decisions/093).
 */
export function useAvailability(ids: readonly string[]): AvailabilityOf {
  const { prices } = useShopSettings();
  const { productOf } = useProductsById(ids);
  return useCallback(
    (productId, size) =>
      sizeAvailability({ soldOutSizes: productOf(productId)?.soldOutSizes ?? [] }, prices, size),
    [productOf, prices],
  );
}

/** The chosen sizes that cannot be ordered now, as "Amber Nights 100 ml" for a message. */
export function unavailableChoices(
  items: readonly { productId: string; name: string; sizes: readonly Size[] }[],
  availabilityOf: AvailabilityOf,
): string[] {
  return items.flatMap((item) =>
    item.sizes
      .filter((size) => availabilityOf(item.productId, size) !== 'available')
      .map((size) => `${item.name} ${size} ml`),
  );
}
