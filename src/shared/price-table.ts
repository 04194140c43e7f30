import { SIZE_PRICE_CENTS, type Size } from './constants.ts';

/**
 * The unit prices this process prices with right now (docs/decisions/091). They are the owner's
 * settings: in the browser the settings store sets them from the page and on every refresh; on the
 * server the settings cache sets them each time it reads the settings (a save, a NOTIFY from
 * another process). Until then they are the prices the shop opened with.
 */
let table: Record<Size, number> = { ...SIZE_PRICE_CENTS };

export function currentPriceOf(size: Size): number {
  return table[size];
}

export function currentPriceTable(): Record<Size, number> {
  return { ...table };
}

export function setPriceTable(next: Record<Size, number>): void {
  table = { ...next };
}
