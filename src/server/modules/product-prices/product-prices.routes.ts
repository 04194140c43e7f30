import type { FastifyPluginAsync } from 'fastify';
import { orThrow } from '#server/http-error.ts';
import { requireAdmin } from '#server/modules/auth/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import { ProductIdParamsSchema } from '#shared/product.ts';
import { ProductPricesBodySchema, ProductPricesSchema } from '#shared/product-prices.ts';
import { setProductPrices } from './product-prices.repository.ts';

/** A perfume's own prices and sales (docs/decisions/187, 188), saved from the product form. */
export const productPricesRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/admin/products/:id/prices',
    {
      schema: {
        params: ProductIdParamsSchema,
        body: ProductPricesBodySchema,
        response: { 200: ProductPricesSchema },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const { id } = request.params;
      const settings = await app.settings.get();
      const sizes = orThrow(
        await setProductPrices(app.db, actor, settings.prices, id, request.body.sizes, app.clock.now()),
      );
      // The kept catalogue and pages show prices: the next read must already see the change.
      app.catalogue.changed();
      return { productId: id, sizes };
    },
  );
};
