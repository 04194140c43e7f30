import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { adminContext } from '#server/modules/admin/admin-context.ts';
import { ADMIN_MULTIPART_LIMITS, readAdminForm } from '#server/modules/admin/admin-form.ts';
import { requireAdmin } from '#server/modules/auth/session.ts';
import { forgetCatalogueAfterWrites } from '#server/modules/catalogue/catalogue-cache.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import { ProductIdParamsSchema, ProductSchema } from '#shared/product.ts';
import { PhotoOrderSchema, ProductPhotoParamsSchema } from '#shared/product-photos.ts';
import { addPhoto, removePhoto, reorderPhotos, replacePhoto } from './product-photos.service.ts';

/**
 * A perfume's photos (docs/decisions/185, 186), for the owner only: add one, replace one (the
 * background-removal flow), put them in order (the first is the main one), remove one. Each answers
 * the whole product, photos included, so the form shows what was saved.
 */
export const productPhotosRoutes: FastifyPluginAsync = async (app) => {
  // The same parser limits as the product form: one image of at most 2 MB per request.
  await app.register(fastifyMultipart, { limits: ADMIN_MULTIPART_LIMITS, throwFileSizeLimit: false });
  app.addHook('preHandler', requireAdmin);
  forgetCatalogueAfterWrites(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/admin/products/:id/photos',
    { schema: { params: ProductIdParamsSchema, response: { 201: ProductSchema } } },
    async (request, reply) => {
      const form = await readAdminForm(request);
      const product = await addPhoto(await adminContext(app, request), request.params.id, form);
      return reply.status(201).send(product);
    },
  );

  r.put(
    '/api/admin/products/:id/photos/order',
    { schema: { params: ProductIdParamsSchema, body: PhotoOrderSchema, response: { 200: ProductSchema } } },
    async (request) =>
      reorderPhotos(await adminContext(app, request), request.params.id, request.body.photoIds),
  );

  r.put(
    '/api/admin/products/:id/photos/:photoId',
    { schema: { params: ProductPhotoParamsSchema, response: { 200: ProductSchema } } },
    async (request) => {
      const form = await readAdminForm(request);
      const { id, photoId } = request.params;
      return replacePhoto(await adminContext(app, request), id, photoId, form);
    },
  );

  r.delete(
    '/api/admin/products/:id/photos/:photoId',
    { schema: { params: ProductPhotoParamsSchema, response: { 200: ProductSchema } } },
    async (request) =>
      removePhoto(await adminContext(app, request), request.params.id, request.params.photoId),
  );
};
