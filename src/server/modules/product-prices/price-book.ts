import type { FastifyInstance } from 'fastify';
import type { UnitPrices } from '#shared/constants.ts';
import { priceBookFor } from './product-prices.repository.ts';

/**
 * What every perfume costs per size at this request's moment: the settings' prices, the owner's
 * own prices and the sales running now (docs/decisions/187, 188). Carts and orders price with it.
 */
export async function priceBookNow(
  app: FastifyInstance,
  productIds: readonly string[] | 'all' = 'all',
): Promise<(productId: string) => UnitPrices> {
  const settings = await app.settings.get();
  return priceBookFor(app.db, settings.prices, productIds, app.clock.now());
}
