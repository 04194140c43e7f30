import type { Size } from '#shared/constants.ts';
import { unitPrices } from '#shared/prices.ts';
import type { SettingsStore } from '../settings/settings-store.ts';

/**
 * The shop's unit prices at this moment, the one place the order book reads them from: the
 * owner's settings as saved now (docs/decisions/091). A placed order keeps them.
 */
export async function currentUnitPrices(settings: SettingsStore): Promise<Record<Size, number>> {
  return unitPrices((await settings.get()).prices);
}
