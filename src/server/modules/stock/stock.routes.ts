import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '#server/http-error.ts';
import { recordActivity } from '#server/modules/activity/activity.repository.ts';
import { requireAdmin } from '#server/modules/auth/session.ts';
import { forgetCatalogueAfterWrites } from '#server/modules/catalogue/catalogue-cache.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import { ProductIdParamsSchema } from '#shared/product.ts';
import { StockBodySchema, StockSchema } from '#shared/stock.ts';
import { setSoldOut, soldOutSizesOf } from './stock.repository.ts';

/** "In stock" / "Sold out" per product and size, one click from the admin's product card. */
export const stockRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);
  forgetCatalogueAfterWrites(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/api/admin/products/:id/stock',
    { schema: { params: ProductIdParamsSchema, body: StockBodySchema, response: { 200: StockSchema } } },
    async (request) => {
      const actor = await requireAdmin(request);
      const { id } = request.params;
      const { size, isSoldOut } = request.body;
      const soldOutSizes = await app.db.transaction().execute(async (tx) => {
        const product = await tx
          .selectFrom('product')
          .select(['id', 'name'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!product) throw notFound('PRODUCT_NOT_FOUND', 'There is no product with this id.');
        if (await setSoldOut(tx, id, size, isSoldOut)) {
          await recordActivity(tx, {
            actor,
            kind: 'stock',
            subject: product.name,
            detail: `${size} ml: ${isSoldOut ? 'Sold out' : 'In stock'}`,
            record: { code: 'STOCK_CHANGED', params: { size, isSoldOut } },
          });
        }
        return (await soldOutSizesOf(tx, [id])).get(id) ?? [];
      });
      return { productId: id, soldOutSizes };
    },
  );
};
