import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BackgroundRemovalError } from '#server/failures.ts';
import { HttpError } from '#server/http-error.ts';
import { requireAdmin } from '#server/modules/auth/session.ts';
import { forgetCatalogueAfterWrites } from '#server/modules/catalogue/catalogue-cache.ts';
import { createBackgroundRemover, toSavablePng } from '#server/modules/media/background-removal.ts';
import { detectImageFormat } from '#server/modules/media/image.service.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { ProductIdParamsSchema, ProductSchema } from '#shared/product.ts';
import { adminContext } from './admin-context.ts';
import { ADMIN_MULTIPART_LIMITS, readAdminForm } from './admin-form.ts';
import {
  createProductFromForm,
  deleteProductAndImage,
  replaceProductImageFromForm,
  updateProductFromForm,
} from './product-admin.service.ts';

const EN = catalogueFor('en');

/**
 * The admin's catalogue manager. Every route of this scope is behind one guard: signed out is
 * 401 "No user signed in", signed in without the admin role is 403 "Unauthorized access" (SPEC
 * §5 rules 1 and 2, with the messages the admin screen shows).
 */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart, {
    limits: ADMIN_MULTIPART_LIMITS,
    // The size rule comes after the brand rules (SPEC §5): the parser marks an oversized file
    // and the service reports it in its turn, instead of failing the request on the spot.
    throwFileSizeLimit: false,
  });
  app.addHook('preHandler', requireAdmin);
  forgetCatalogueAfterWrites(app);

  const r = app.withTypeProvider<ZodTypeProvider>();
  const remover = createBackgroundRemover(app.config.removeBg);
  const context = (request: FastifyRequest) => adminContext(app, request);

  r.post('/api/admin/products', { schema: { response: { 201: ProductSchema } } }, async (request, reply) => {
    const product = await createProductFromForm(await context(request), await readAdminForm(request));
    return reply.status(201).send(product);
  });

  r.put(
    '/api/admin/products/:id',
    { schema: { params: ProductIdParamsSchema, response: { 200: ProductSchema } } },
    async (request) =>
      updateProductFromForm(await context(request), request.params.id, await readAdminForm(request)),
  );

  r.put(
    '/api/admin/products/:id/image',
    { schema: { params: ProductIdParamsSchema, response: { 200: ProductSchema } } },
    async (request) =>
      replaceProductImageFromForm(await context(request), request.params.id, await readAdminForm(request)),
  );

  r.delete(
    '/api/admin/products/:id',
    { schema: { params: ProductIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await deleteProductAndImage(await context(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // Answers the PNG itself (no JSON, hence no response schema): the form shows it as the processed
  // preview and sends it back as the product's image on save.
  r.post('/api/admin/remove-background', async (request, reply) => {
    const form = await readAdminForm(request);
    if (form.image && form.image.size > ADMIN_MULTIPART_LIMITS.fileSize) {
      throw new HttpError(413, 'IMAGE_TOO_LARGE', EN.admin.imageTooLarge);
    }
    const extra = Object.keys(form.fields);
    if (extra.length > 0) {
      throw new HttpError(400, 'VALIDATION_FAILED', `Unexpected form field "${extra[0]?.slice(0, 40)}".`);
    }
    if (!form.image) throw new HttpError(400, 'IMAGE_REQUIRED', EN.admin.selectImageFirst);
    const format = await detectImageFormat(form.image.data);
    let png: Buffer;
    try {
      // The admin's own file name stays here: the service gets a neutral one.
      const output = await remover.removeBackground(form.image.data, `image.${format}`);
      png = await toSavablePng(output);
    } catch (error) {
      if (!(error instanceof BackgroundRemovalError)) request.log.error({ err: error }, 'background removal');
      else if (error.failure) {
        // Status, code and a cleaned title only: never the service's raw text (it may echo the key).
        // Named apart from a refusal: no answer at all points at the network or the service's address.
        request.log.warn(
          { service: 'background-removal', ...error.failure },
          error.failure.status === undefined
            ? 'background removal service unreachable'
            : 'background removal refused',
        );
      }
      const message =
        error instanceof BackgroundRemovalError ? error.message : EN.admin.backgroundRemovalFailedDefault;
      throw new HttpError(502, 'BACKGROUND_REMOVAL_FAILED', message);
    }
    return reply.type('image/png').header('Cache-Control', 'no-store').send(png);
  });
};
