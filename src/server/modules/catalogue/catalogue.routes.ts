import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '#server/http-error.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import { renderWordmarkSvg } from '#shared/brands.ts';
import {
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
} from '#shared/product.ts';
import { findBrandBySlug } from './brand.repository.ts';
import { BrandListSchema, cachedBrandList, cachedProductList } from './cached-lists.ts';
import { sendCachedJson } from './catalogue-cache.ts';
import { findProduct } from './product.repository.ts';

const ONE_DAY = 86_400;

/** The public catalogue: products, brands and the drawn logos of brands without one of their own. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/products',
    { schema: { querystring: ProductListQuerySchema, response: { 200: ProductListSchema } } },
    async (request, reply) => {
      return sendCachedJson(request, reply, await cachedProductList(app, request.query.limit));
    },
  );

  r.get(
    '/api/products/:id',
    { schema: { params: ProductIdParamsSchema, response: { 200: ProductSchema } } },
    async (request, reply) => {
      const product = await findProduct(app.db, request.params.id);
      if (!product) throw notFound('PRODUCT_NOT_FOUND');
      reply.header('Cache-Control', 'no-cache');
      return product;
    },
  );

  r.get('/api/brands', { schema: { response: { 200: BrandListSchema } } }, async (request, reply) => {
    return sendCachedJson(request, reply, await cachedBrandList(app));
  });

  r.get(
    '/brand-logos/:file',
    { schema: { params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/) }) } },
    async (request, reply) => {
      const brand = await findBrandBySlug(app.db, request.params.file.replace(/\.svg$/, ''));
      if (!brand) throw notFound('NOT_FOUND', 'No brand has this logo.');
      reply
        .type('image/svg+xml')
        .header('Cache-Control', `public, max-age=${ONE_DAY * 7}`)
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      return renderWordmarkSvg({ text: brand.name, variant: 'logo' });
    },
  );
};
