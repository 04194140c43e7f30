import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StreamRegistry } from '#server/modules/cart/cart-streams.ts';
import { clientAddress } from '#server/plugins/rate-limit.ts';
import type { CartEvents, CartListener } from './cart-events.ts';

/**
 * "The order book changed" (an order placed, a status changed), for the owner's inbox. It rides on
 * the live cart channel: the same in-process registry and, on PostgreSQL, the same LISTEN/NOTIFY
 * connection, so it reaches inboxes held by every app process. Its topic has a colon, which no user
 * id has, so it never mixes with a user's cart changes.
 */
export const ORDER_BOOK_TOPIC = 'order-book:inbox';

export function publishOrderBookChange(events: CartEvents): void {
  events.publish(ORDER_BOOK_TOPIC);
}

export function subscribeOrderBook(events: CartEvents, listener: CartListener): () => void {
  return events.subscribe(ORDER_BOOK_TOPIC, listener);
}

/** Under the connection timeout (120 s), so an idle stream is never cut by the server or a proxy. */
const INBOX_HEARTBEAT_MS = 25_000;
const INBOX_RECONNECT_MS = 2_000;

/**
 * The inbox's server-sent event stream: `ready` once subscribed (the page refetches then), `order`
 * on every change. It shares the live streams' caps (docs/decisions/056, 154): a few per admin and
 * per address, the oldest told `superseded`; past the process cap a new one gets 503. Streams end
 * when the app closes.
 */
export function registerOrderBookStreams(
  app: FastifyInstance,
): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const streams = new StreamRegistry();
  app.addHook('preClose', async () => streams.closeAll());
  return (request, reply) => {
    const stream = new PassThrough();
    const write = (text: string) => {
      if (!stream.writableEnded) stream.write(text);
    };
    let unsubscribe = () => {};
    let unregister = () => {};
    let keepAlive: NodeJS.Timeout | undefined;
    const end = (reason?: 'superseded' | 'shutdown') => {
      clearInterval(keepAlive);
      unsubscribe();
      unregister();
      if (reason === 'superseded') write('event: superseded\ndata: {}\n\n');
      if (!stream.writableEnded) stream.end();
    };
    unregister = streams.add({
      userId: request.user?.id ?? '',
      address: clientAddress(request),
      close: end,
    });
    unsubscribe = subscribeOrderBook(app.cartEvents, () => write('event: order\ndata: {}\n\n'));
    keepAlive = setInterval(() => write(': keep-alive\n\n'), INBOX_HEARTBEAT_MS);
    reply.raw.on('close', () => end());
    write(`retry: ${INBOX_RECONNECT_MS}\n\nevent: ready\ndata: {}\n\n`);
    reply
      .header('Content-Type', 'text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Accel-Buffering', 'no')
      // An ended stream takes its connection with it, as the cart's does.
      .header('Connection', 'close');
    return reply.send(stream);
  };
}
