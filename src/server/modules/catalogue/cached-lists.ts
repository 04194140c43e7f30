import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BrandSchema } from '#shared/brands.ts';
import { ProductListSchema } from '#shared/product.ts';
import { listBrands } from './brand.repository.ts';
import type { CachedJson } from './catalogue-cache.ts';
import { listProducts } from './product.repository.ts';

export const BrandListSchema = z.array(BrandSchema);

/**
 * The product list (the newest `limit`, or all), kept serialised and compressed until a product
 * changes (docs/decisions/104): the route sends it, the home page's head reads it.
 */
export function cachedProductList(app: FastifyInstance, limit?: number): Promise<CachedJson> {
  return app.catalogue.get(`products:${limit ?? 'all'}`, async () =>
    JSON.stringify(ProductListSchema.parse(await listProducts(app.db, { limit }))),
  );
}

/** The brand list, kept the same way: `/api/brands` sends it, the brand directory pages it. */
export function cachedBrandList(app: FastifyInstance): Promise<CachedJson> {
  return app.catalogue.get('brands', async () =>
    JSON.stringify(BrandListSchema.parse(await listBrands(app.db))),
  );
}
