import type { FastifyPluginAsync } from 'fastify';
import { orThrow } from '#server/http-error.ts';
import { requireUser } from '#server/modules/auth/session.ts';
import { priceBookNow } from '#server/modules/product-prices/price-book.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import {
  CreateOrderBodySchema,
  OrderListSchema,
  OrderParamsSchema,
  OrderSchema,
  UpdateOrderBodySchema,
} from '#shared/pending-orders.ts';
import { createOrderFromCart, deleteOrder, listOrders, updateOrder } from './pending-order.repository.ts';

/** A signed-in user's orders (SPEC §7 orders collection); each is 'pending' until sent. */
export const pendingOrdersRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before body validation: a signed-out caller learns nothing about the shapes it sent.
  app.addHook('onRequest', requireUser);

  r.get('/api/orders', { schema: { response: { 200: OrderListSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listOrders(app.db, await priceBookNow(app), (await requireUser(request)).id);
  });

  r.post(
    '/api/orders',
    { schema: { body: CreateOrderBodySchema, response: { 201: OrderSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const order = orThrow(
        await createOrderFromCart(app.db, await priceBookNow(app), user.id, request.body.cartItemIds),
      );
      app.cartEvents.publish(user.id);
      app.metrics.ordersPlaced.inc();
      return reply.status(201).send(order);
    },
  );

  r.patch(
    '/api/orders/:id',
    { schema: { params: OrderParamsSchema, body: UpdateOrderBodySchema, response: { 200: OrderSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const prices = await priceBookNow(app);
      return orThrow(await updateOrder(app.db, prices, user.id, request.params.id, request.body));
    },
  );

  r.delete('/api/orders/:id', { schema: { params: OrderParamsSchema } }, async (request, reply) => {
    const user = await requireUser(request);
    orThrow(await deleteOrder(app.db, user.id, request.params.id));
    return reply.status(204).send();
  });
};
