import type { FastifyPluginAsync } from 'fastify';
import { orThrow } from '#server/http-error.ts';
import { requireAdmin } from '#server/modules/auth/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import { ProductIdParamsSchema } from '#shared/product.ts';
import { StockBodySchema, StockSchema } from '#shared/stock.ts';
import { changeStock } from './stock.repository.ts';

/** "In stock" / "Sold out" per product and size, one click from the admin's product card. */
export const stockRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/admin/products/:id/stock',
    { schema: { params: ProductIdParamsSchema, body: StockBodySchema, response: { 200: StockSchema } } },
    async (request) => {
      const actor = await requireAdmin(request);
      const { id } = request.params;
      const soldOutSizes = orThrow(await changeStock(app.db, actor, { productId: id, ...request.body }));
      // The kept catalogue shows sold-out sizes: the admin's next read must already see the change.
      app.catalogue.changed();
      return { productId: id, soldOutSizes };
    },
  );
};
