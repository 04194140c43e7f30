import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '#server/http-error.ts';
import { ADMIN_MULTIPART_LIMITS, readAdminForm } from '#server/modules/admin/admin-form.ts';
import { requireAdmin } from '#server/modules/auth/session.ts';
import { findAdminBrand, listAdminBrands } from '#server/modules/catalogue/brand.repository.ts';
import { forgetCatalogueAfterWrites } from '#server/modules/catalogue/catalogue-cache.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import { AdminBrandSchema, BrandIdParamsSchema } from '#shared/brand-names.ts';
import {
  addBrandFromForm,
  type BrandsContext,
  changeBrandFromForm,
  removeBrandAndLogo,
} from './brands-admin.service.ts';

/**
 * The owner's brands (docs/decisions/183): list, add, edit (names, logo) and remove, admin only.
 * Every successful write drops the kept catalogue, so the storefront's brand pages, filters,
 * directory and carousel show the change on their next request.
 */
export const brandsAdminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart, { limits: ADMIN_MULTIPART_LIMITS, throwFileSizeLimit: false });
  app.addHook('preHandler', requireAdmin);
  forgetCatalogueAfterWrites(app);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const context = async (request: FastifyRequest): Promise<BrandsContext> => ({
    db: app.db,
    kind: app.database.kind,
    media: app.media,
    log: request.log,
    actor: await requireAdmin(request),
    shopName: (await app.settings.get()).shop.name,
  });

  r.get(
    '/api/admin/brands',
    { schema: { response: { 200: z.array(AdminBrandSchema) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listAdminBrands(app.db);
    },
  );

  r.get(
    '/api/admin/brands/:id',
    { schema: { params: BrandIdParamsSchema, response: { 200: AdminBrandSchema } } },
    async (request, reply) => {
      const brand = await findAdminBrand(app.db, request.params.id);
      if (!brand) throw notFound('BRAND_NOT_FOUND');
      reply.header('Cache-Control', 'no-store');
      return brand;
    },
  );

  r.post('/api/admin/brands', { schema: { response: { 201: AdminBrandSchema } } }, async (request, reply) => {
    const brand = await addBrandFromForm(await context(request), await readAdminForm(request));
    return reply.status(201).send(brand);
  });

  r.put(
    '/api/admin/brands/:id',
    { schema: { params: BrandIdParamsSchema, response: { 200: AdminBrandSchema } } },
    async (request) =>
      changeBrandFromForm(await context(request), request.params.id, await readAdminForm(request)),
  );

  r.delete(
    '/api/admin/brands/:id',
    { schema: { params: BrandIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeBrandAndLogo(await context(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
