import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BrandSchema } from '#shared/brands.ts';
import { ProductListSchema } from '#shared/product.ts';
import { listBrands } from './brand.repository.ts';
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

export const BrandListSchema = z.array(BrandSchema);

/**
 * The brand list, kept the same way: the owner's brand changes drop it with the products
 * (docs/decisions/183). The route sends it, the head reads which brand views exist.
 */
export function cachedBrandList(app: FastifyInstance): Promise<CachedJson> {
  return app.catalogue.get('brands', async () =>
    JSON.stringify(BrandListSchema.parse(await listBrands(app.db))),
  );
}
