import type { FastifyPluginAsync } from 'fastify';
import { ProductIdParamsSchema } from '#shared/product.ts';
import { StockBodySchema, StockSchema } from '#shared/stock.ts';
import { notFound } from '../../http-error.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import { recordActivity } from '../activity/activity.repository.ts';
import { requireAdmin } from '../auth/session.ts';
import { setSoldOut, soldOutSizesOf } from './stock.repository.ts';

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
          });
        }
        return (await soldOutSizesOf(tx, [id])).get(id) ?? [];
      });
      return { productId: id, soldOutSizes };
    },
  );
};
