import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { notFound, orThrow } from '#server/http-error.ts';
import { getSessionUser, requireUser } from '#server/modules/auth/session.ts';
import { publishOrderBookChange } from '#server/modules/live/order-events.ts';
import { priceBookNow } from '#server/modules/product-prices/price-book.ts';
import { checkSizesAvailable } from '#server/modules/stock/stock.repository.ts';
import { AttemptCounter } from '#server/plugins/attempt-counter.repository.ts';
import { clientAddress, takeAttempt } from '#server/plugins/rate-limit.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import {
  AccountDetailsSchema,
  PlaceOrderBodySchema,
  TrackedOrderListSchema,
  TrackedOrderSchema,
  TrackingParamsSchema,
} from '#shared/order-book.ts';
import { findCustomerDetails } from './customer-details.repository.ts';
import { placeOrder } from './placed-order.repository.ts';
import { countCustomerOrders, findTrackedOrder, listCustomerOrders } from './tracked-order.repository.ts';

/** Same answer for a token that never existed and one that is wrong: nothing about other orders leaks. */
const trackingNotFound = () => notFound('ORDER_NOT_FOUND', 'There is no order behind this link.');

const ORDER_WINDOW_MS = 60 * 60_000;

// The products are named in the body, not the address: one that is gone makes the order a bad request.
const PLACE_ORDER_STATUSES = { PRODUCT_NOT_FOUND: 400 } as const;

/** The customer's side of the order book: placing, private tracking, a signed-in customer's lists. */
export const orderBookRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // New orders per hour: per client address for everyone and per account as well (docs/decisions/132,
  // 153), so neither signing up nor changing address gets past them. Counted in the database, so
  // every app process agrees.
  const orderCounter = new AttemptCounter(app.db, app.database.kind);
  const perAddress = { max: app.config.ordersPerAddressPerHour, windowMs: ORDER_WINDOW_MS };
  const perAccount = { max: app.config.ordersPerHour, windowMs: ORDER_WINDOW_MS };

  r.post(
    '/api/placed-orders',
    {
      schema: { body: PlaceOrderBodySchema, response: { 200: TrackedOrderSchema, 201: TrackedOrderSchema } },
    },
    async (request, reply) => {
      const user = await getSessionUser(request);
      const body = request.body;
      const settings = await app.settings.get();
      const limits = [
        { key: `order:addr:${clientAddress(request)}`, limit: perAddress, refundable: false },
        ...(user ? [{ key: `order:user:${user.id}`, limit: perAccount, refundable: false }] : []),
      ];
      // A retry of an order already recorded gets it back, whatever the limit or the stock now:
      // only a new order is counted and checked.
      const admitNew = async () => {
        await takeAttempt(orderCounter, request, reply, limits, 'TOO_MANY_ORDERS');
        return checkSizesAvailable(app.db, settings.prices, body.items);
      };
      const placed = await placeOrder(
        app.db,
        {
          idempotencyKey: body.idempotencyKey,
          userId: user?.id ?? null,
          items: body.items,
          location: body.location ?? null,
          customer: body.customer ?? { name: null, phone: null, address: null },
          locale: body.locale ?? 'en',
          prices: await priceBookNow(
            app,
            body.items.map((item) => item.productId),
          ),
          delivery: { section: settings.delivery, choice: body.delivery ?? null },
          discountCode: body.discountCode ?? null,
          now: app.clock.now(),
        },
        admitNew,
      );
      const { order, isNew } = orThrow(placed, PLACE_ORDER_STATUSES);
      if (isNew) {
        request.log.info({ reference: order.reference }, 'order placed');
        app.metrics.ordersPlaced.inc();
        publishOrderBookChange(app.cartEvents);
        // After the answer's data is known and without holding it: the alert is the owner's, not the customer's.
        void app.orderAlerts.newOrder(order.reference);
      }
      reply.header('Cache-Control', 'no-store');
      return reply.status(isNew ? 201 : 200).send(order);
    },
  );

  r.get(
    '/api/track/:token',
    { schema: { params: TrackingParamsSchema, response: { 200: TrackedOrderSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      const order = await findTrackedOrder(app.db, request.params.token);
      if (!order) throw trackingNotFound();
      return order;
    },
  );

  r.get(
    '/api/account/orders',
    { onRequest: requireUser, schema: { response: { 200: TrackedOrderListSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listCustomerOrders(app.db, (await requireUser(request)).id);
    },
  );

  r.get(
    '/api/account/orders/count',
    { onRequest: requireUser, schema: { response: { 200: z.object({ count: z.number().int() }) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { count: await countCustomerOrders(app.db, (await requireUser(request)).id) };
    },
  );

  r.get(
    '/api/account/details',
    { onRequest: requireUser, schema: { response: { 200: AccountDetailsSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return findCustomerDetails(app.db, (await requireUser(request)).id);
    },
  );
};
