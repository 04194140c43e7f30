import type { FastifyPluginAsync } from 'fastify';
import {
  CreateOrderBodySchema,
  OrderListSchema,
  OrderParamsSchema,
  OrderSchema,
  UpdateOrderBodySchema,
} from '#shared/cart.ts';
import { notFound } from '../../http-error.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import { requireUser } from '../auth/session.ts';
import { signedInUser } from '../cart/cart.routes.ts';
import { createOrderFromCart, deleteOrder, listOrders, updateOrder } from './order.repository.ts';

const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'You have no order with this id.');

/** A signed-in user's orders (SPEC §7 orders collection); each is 'pending' until sent. */
export const ordersRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before body validation: a signed-out caller learns nothing about the shapes it sent.
  app.addHook('onRequest', requireUser);

  r.get('/api/orders', { schema: { response: { 200: OrderListSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listOrders(app.db, signedInUser(request).id);
  });

  r.post(
    '/api/orders',
    { schema: { body: CreateOrderBodySchema, response: { 201: OrderSchema } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const order = await createOrderFromCart(app.db, user.id, request.body.cartItemIds);
      app.cartEvents.publish(user.id);
      app.metrics.ordersPlaced.inc();
      return reply.status(201).send(order);
    },
  );

  r.patch(
    '/api/orders/:id',
    { schema: { params: OrderParamsSchema, body: UpdateOrderBodySchema, response: { 200: OrderSchema } } },
    async (request) => {
      const order = await updateOrder(app.db, signedInUser(request).id, request.params.id, request.body);
      if (!order) throw orderNotFound();
      return order;
    },
  );

  r.delete('/api/orders/:id', { schema: { params: OrderParamsSchema } }, async (request, reply) => {
    if (!(await deleteOrder(app.db, signedInUser(request).id, request.params.id))) throw orderNotFound();
    return reply.status(204).send();
  });
};
