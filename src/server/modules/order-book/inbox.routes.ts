import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { type CompressedCopies, compressCopies, sendInAcceptedEncoding } from '#server/compressed-body.ts';
import { badRequest, notFound, orThrow } from '#server/http-error.ts';
import { requireAdmin } from '#server/modules/auth/session.ts';
import { publishOrderBookChange, registerOrderBookStreams } from '#server/modules/live/order-events.ts';
import { lowStock } from '#server/modules/stock-counts/stock-counts.repository.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import {
  AdminOrderParamsSchema,
  AdminOrderSchema,
  ExportQuerySchema,
  type Figures,
  InboxPageSchema,
  InboxQuerySchema,
  StatusChangeBodySchema,
} from '#shared/order-book.ts';
import { UndoBodySchema } from '#shared/status-undo.ts';
import { FiguresWithStockSchema } from '#shared/stock-counts.ts';
import { orderFigures } from './figures.repository.ts';
import { countNewOrders, eraseCustomerData, findAdminOrder, listInbox } from './inbox.repository.ts';
import { createOrderBookCache } from './order-book-cache.ts';
import { exportOrderRows, toOrderCsv } from './order-csv.ts';
import { changeOrderStatus, undoStatusChange } from './order-status.ts';
import { scheduleUnconfirmedSweep } from './unconfirmed.ts';

const EXPORT_MAX_DAYS = 366;

type KeptJson = CompressedCopies & { json: Buffer };

/** An answer as sent: its JSON, and that compressed at the levels a per-request answer can afford. */
async function keptJson(value: unknown): Promise<KeptJson> {
  const json = Buffer.from(JSON.stringify(value));
  return { json, ...(await compressCopies(json, { gzip: 6, brotli: 4 })) };
}

/** The owner's inbox (/admin/orders): admins only, refused on the server before anything is read. */
export const inboxRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  const openStream = registerOrderBookStreams(app);
  // Kept until the order book changes (ADR 205); at most a minute, so "today" moves on at midnight.
  const figures = createOrderBookCache<Figures>(app, { maxAgeMs: 60_000, maxEntries: 1 });
  // An inbox page is kept as sent: checked against its schema, serialised and compressed once. On
  // SQLite (no NOTIFY between processes) for 2 s at most, as the catalogue's answers.
  const inboxPages = createOrderBookCache<KeptJson>(app, {
    maxAgeMs: app.config.databaseUrl ? 60_000 : 2000,
    maxEntries: 100,
  });
  const sweepUnconfirmed = scheduleUnconfirmedSweep(app);

  r.get(
    '/api/admin/orders',
    { schema: { querystring: InboxQuerySchema, response: { 200: InboxPageSchema } } },
    async (request, reply) => {
      // A sweep that moves orders to "not received" publishes the change: the kept pages go with it.
      await sweepUnconfirmed();
      const kept = await inboxPages.get(JSON.stringify(request.query), async () =>
        keptJson(InboxPageSchema.parse(await listInbox(app.db, request.query))),
      );
      reply.type('application/json; charset=utf-8');
      return sendInAcceptedEncoding(request, reply, kept.json, kept);
    },
  );

  r.get(
    '/api/admin/orders/new-count',
    { schema: { response: { 200: z.object({ count: z.number().int() }) } } },
    async () => {
      await sweepUnconfirmed();
      return { count: await countNewOrders(app.db) };
    },
  );

  r.get('/api/admin/orders/events', { compress: false }, async (request, reply) =>
    openStream(request, reply),
  );

  r.get('/api/admin/orders/figures', { schema: { response: { 200: FiguresWithStockSchema } } }, async () => {
    // As for the inbox: a sweep that moves orders publishes the change, and the kept figures go.
    await sweepUnconfirmed();
    // What runs low is read afresh: the owner's own count changes are no order book news.
    const { lowStockThreshold } = (await app.settings.get()).stock;
    const kept = await figures.get('figures', () => orderFigures(app.db, app.clock.now()));
    return { ...kept, lowStock: await lowStock(app.db, lowStockThreshold) };
  });

  r.get(
    '/api/admin/orders/export',
    { schema: { querystring: ExportQuerySchema } },
    async (request, reply) => {
      const { from, to, lang } = request.query;
      const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
      if (!(days >= 0 && days < EXPORT_MAX_DAYS)) {
        throw badRequest('Choose a range of at most a year, the start before the end.', [
          { path: 'querystring.to', message: 'The end must be on or after the start, within a year.' },
        ]);
      }
      const csv = toOrderCsv(await exportOrderRows(app.db, from, to, lang), lang);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
        .send(csv);
    },
  );

  r.get(
    '/api/admin/orders/:id',
    { schema: { params: AdminOrderParamsSchema, response: { 200: AdminOrderSchema } } },
    async (request) => {
      const order = await findAdminOrder(app.db, request.params.id);
      if (!order) throw notFound('ORDER_NOT_FOUND');
      return order;
    },
  );

  r.post(
    '/api/admin/orders/:id/status',
    {
      schema: {
        params: AdminOrderParamsSchema,
        body: StatusChangeBodySchema,
        response: { 200: AdminOrderSchema },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const order = orThrow(
        await changeOrderStatus(app.db, request.params.id, request.body, actor, app.clock.now()),
      );
      request.log.info({ reference: order.reference, status: order.status }, 'order status changed');
      publishOrderBookChange(app.cartEvents);
      // A confirmation or a cancellation may have moved a counted size to or from 0.
      app.catalogue.changed();
      return order;
    },
  );

  r.post(
    '/api/admin/orders/:id/undo',
    {
      schema: { params: AdminOrderParamsSchema, body: UndoBodySchema, response: { 200: AdminOrderSchema } },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const order = orThrow(await undoStatusChange(app.db, request.params.id, request.body.eventId, actor));
      request.log.info({ reference: order.reference, status: order.status }, 'order status change undone');
      publishOrderBookChange(app.cartEvents);
      app.catalogue.changed();
      return order;
    },
  );

  r.post(
    '/api/admin/orders/:id/erase',
    { schema: { params: AdminOrderParamsSchema, response: { 200: AdminOrderSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      const order = orThrow(await eraseCustomerData(app.db, request.params.id));
      request.log.info({ reference: order.reference, by: admin.id }, 'customer data erased');
      publishOrderBookChange(app.cartEvents);
      return order;
    },
  );
};
