import type { FastifyPluginAsync } from 'fastify';
import { notFound, orThrow } from '#server/http-error.ts';
import { requireUser } from '#server/modules/auth/session.ts';
import { sendEventStream } from '#server/modules/live/event-stream.ts';
import { StreamRegistry } from '#server/modules/live/live-streams.ts';
import { priceBookNow } from '#server/modules/product-prices/price-book.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import { CartItemListSchema, CartItemSchema } from '#shared/cart.ts';
import {
  AddToCartBodySchema,
  CartImportBodySchema,
  CartItemParamsSchema,
  SetSizesBodySchema,
} from '#shared/cart-requests.ts';
import {
  addToCart,
  deleteCartItem,
  importGuestItems,
  listCart,
  setCartItemSizes,
} from './cart.repository.ts';

const cartItemNotFound = () => notFound('CART_ITEM_NOT_FOUND');

/** A signed-in user's cart (SPEC §7 cart collection) and its live change stream. */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Before body validation: a signed-out caller learns nothing about the shapes it sent.
  app.addHook('onRequest', requireUser);

  r.get('/api/cart', { schema: { response: { 200: CartItemListSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return listCart(app.db, await priceBookNow(app), (await requireUser(request)).id);
  });

  r.post(
    '/api/cart',
    { schema: { body: AddToCartBodySchema, response: { 201: CartItemSchema } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const item = orThrow(await addToCart(app.db, await priceBookNow(app), user.id, request.body.productId));
      app.cartEvents.publish(user.id);
      return reply.status(201).send(item);
    },
  );

  r.put(
    '/api/cart/:id/sizes',
    { schema: { params: CartItemParamsSchema, body: SetSizesBodySchema, response: { 200: CartItemSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const prices = await priceBookNow(app);
      const item = await setCartItemSizes(
        app.db,
        prices,
        user.id,
        request.params.id,
        request.body.selectedSizes,
      );
      if (!item) throw cartItemNotFound();
      app.cartEvents.publish(user.id);
      return item;
    },
  );

  r.delete('/api/cart/:id', { schema: { params: CartItemParamsSchema } }, async (request, reply) => {
    const user = await requireUser(request);
    if (!(await deleteCartItem(app.db, user.id, request.params.id))) throw cartItemNotFound();
    app.cartEvents.publish(user.id);
    return reply.status(204).send();
  });

  r.post(
    '/api/cart/import',
    { schema: { body: CartImportBodySchema, response: { 200: CartItemListSchema } } },
    async (request) => {
      const user = await requireUser(request);
      const prices = await priceBookNow(app);
      orThrow(await importGuestItems(app.db, prices, user.id, request.body));
      if (request.body.items.length > 0) app.cartEvents.publish(user.id);
      return listCart(app.db, prices, user.id);
    },
  );

  const streams = new StreamRegistry();
  app.addHook('preClose', async () => streams.closeAll());

  /** Server-sent events: "cart" whenever this user's cart changed (from any tab, device or app process). */
  r.get('/api/cart/events', { compress: false }, async (request, reply) => {
    const user = await requireUser(request);
    return sendEventStream(request, reply, {
      streams,
      userId: user.id,
      subscribe: (notify) => app.cartEvents.subscribe(user.id, notify),
      event: 'cart',
      heartbeat: 'heartbeat',
    });
  });
};
