import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '#server/modules/auth/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import {
  AdminBrandProductsPageSchema,
  AdminBrandProductsQuerySchema,
  AdminListBrandsSchema,
} from '#shared/admin-list.ts';
import { adminBrandProductsPage, listAdminListBrands } from './admin-list.repository.ts';

/**
 * The admin's product list a brand at a time (docs/decisions/202): the brands with their counts,
 * then one brand's perfumes a page at a time, never the whole catalogue. Admin only, as every
 * route of the catalogue manager: signed out is 401, signed in without the admin role 403.
 */
export const adminListRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', requireAdmin);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/products/brands',
    { schema: { response: { 200: AdminListBrandsSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listAdminListBrands(app.db);
    },
  );

  r.get(
    '/api/admin/products',
    {
      schema: {
        querystring: AdminBrandProductsQuerySchema,
        response: { 200: AdminBrandProductsPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return adminBrandProductsPage(app.db, request.query);
    },
  );
};
