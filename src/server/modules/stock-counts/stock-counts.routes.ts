import type { FastifyPluginAsync } from 'fastify';
import { orThrow } from '#server/http-error.ts';
import { requireAdmin } from '#server/modules/auth/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import { ProductIdParamsSchema } from '#shared/product.ts';
import { StockCountBodySchema, StockCountsSchema } from '#shared/stock-counts.ts';
import { listStockCounts, setStockCount } from './stock-counts.repository.ts';

/** The owner's bottle counts per size (docs/decisions/189): admins only, never in a public answer. */
export const stockCountRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/stock-counts', { schema: { response: { 200: StockCountsSchema } } }, async () => ({
    counts: await listStockCounts(app.db),
  }));

  r.put(
    '/api/admin/products/:id/stock-count',
    {
      schema: {
        params: ProductIdParamsSchema,
        body: StockCountBodySchema,
        response: { 200: StockCountsSchema },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const { id } = request.params;
      const counts = orThrow(
        await setStockCount(app.db, actor, { productId: id, ...request.body }, app.clock.now()),
      );
      // A size reaching or leaving 0 shows sold out or available on the next read.
      app.catalogue.changed();
      return { counts };
    },
  );
};
