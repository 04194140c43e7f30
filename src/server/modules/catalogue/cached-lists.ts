import type { FastifyInstance } from 'fastify';
import { ProductListSchema } from '#shared/product.ts';
import type { CachedJson } from './catalogue-cache.ts';
import { listProducts } from './product.repository.ts';

/**
 * The product list (the newest `limit`, or all), kept serialised and compressed until a product
 * changes (docs/decisions/104): the route sends it, the home page's head reads it.
 */
export function cachedProductList(app: FastifyInstance, limit?: number): Promise<CachedJson> {
  return app.catalogue.get(`products:${limit ?? 'all'}`, async () =>
    JSON.stringify(ProductListSchema.parse(await listProducts(app.db, { limit }))),
  );
}
