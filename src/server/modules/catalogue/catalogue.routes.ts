import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound } from '#server/http-error.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import { renderWordmarkSvg } from '#shared/brands.ts';
import {
  BrandDirectoryPageSchema,
  BrandDirectoryQuerySchema,
  CataloguePageSchema,
  isPagedQuery,
  ProductsQuerySchema,
} from '#shared/catalogue-page.ts';
import {
  ProductIdParamsSchema,
  ProductIdsQuerySchema,
  ProductListSchema,
  ProductSchema,
} from '#shared/product.ts';
import { SHORT_ID } from '#shared/product-path.ts';
import { findBrandBySlug } from './brand.repository.ts';
import { BrandListSchema, cachedBrandList, cachedProductList } from './cached-lists.ts';
import { sendCachedJson, sendTagged } from './catalogue-cache.ts';
import { brandDirectoryPage, cataloguePage } from './catalogue-pages.ts';
import { findProduct, findProductByShortId, listProducts } from './product.repository.ts';

const ONE_DAY = 86_400;

/** The public catalogue: products, brands and the drawn logos of brands without one of their own. */
export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/products',
    {
      schema: {
        querystring: ProductsQuerySchema,
        response: { 200: z.union([ProductListSchema, CataloguePageSchema]) },
      },
    },
    async (request, reply) => {
      const { limit, ...paged } = request.query;
      if (!isPagedQuery(request.query))
        return sendCachedJson(request, reply, await cachedProductList(app, limit));
      return sendTagged(request, reply, await cataloguePage(app, paged));
    },
  );

  // A product page's perfume by the short id its address carries: the page holds this one alone.
  r.get(
    '/api/products/by-short-id/:shortId',
    {
      schema: {
        params: z.object({
          shortId: z.string().regex(SHORT_ID, 'A product address ends with 12 hex digits.'),
        }),
        response: { 200: ProductSchema },
      },
    },
    async (request, reply) => {
      const product = await findProductByShortId(app.db, request.params.shortId);
      if (!product) throw notFound('PRODUCT_NOT_FOUND');
      reply.header('Cache-Control', 'no-cache');
      return product;
    },
  );

  // The perfumes a cart or an order names (docs/decisions/201): the cart and the checkout read
  // these few, never the whole catalogue. An id no longer listed is left out, not refused.
  r.get(
    '/api/products/by-ids',
    { schema: { querystring: ProductIdsQuerySchema, response: { 200: ProductListSchema } } },
    async (request, reply) => {
      const { ids } = request.query;
      const found = new Map((await listProducts(app.db, { ids })).map((p) => [p.id, p]));
      reply.header('Cache-Control', 'no-cache');
      return ids.flatMap((id) => found.get(id) ?? []);
    },
  );

  r.get(
    '/api/brands/directory',
    { schema: { querystring: BrandDirectoryQuerySchema, response: { 200: BrandDirectoryPageSchema } } },
    async (request, reply) => sendTagged(request, reply, await brandDirectoryPage(app, request.query)),
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
