import { SIZE_PRICE_CENTS, type Size } from '#shared/constants.ts';

/**
 * The shop's unit prices at this moment, the one place the order book reads them from. Today they
 * are the shared constant; when prices become the owner's settings only this function changes.
 */
export async function currentUnitPrices(): Promise<Record<Size, number>> {
  return { ...SIZE_PRICE_CENTS };
}
