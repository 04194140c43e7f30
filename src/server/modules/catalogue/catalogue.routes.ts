import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { BrandSchema, renderWordmarkSvg } from '#shared/brands.ts';
import {
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductSchema,
} from '#shared/product.ts';
import { notFound } from '../../http-error.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import { findBrandBySlug, listBrands } from './brand.repository.ts';
import { findProduct, listProducts } from './product.repository.ts';

const ONE_DAY = 86_400;

/** The public catalogue: products, brands and the brands' generated logos. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/products',
    { schema: { querystring: ProductListQuerySchema, response: { 200: ProductListSchema } } },
    async (request, reply) => {
      // Admin changes must show at once: browsers revalidate rather than reuse a stale list.
      reply.header('Cache-Control', 'no-cache');
      return listProducts(app.db, { limit: request.query.limit });
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

  r.get('/api/brands', { schema: { response: { 200: z.array(BrandSchema) } } }, async (_request, reply) => {
    reply.header('Cache-Control', `public, max-age=${ONE_DAY}`);
    return listBrands(app.db);
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
