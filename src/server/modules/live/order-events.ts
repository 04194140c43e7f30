import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
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
 * on every change. Streams end when the app closes.
 */
export function registerOrderBookStreams(app: FastifyInstance): (reply: FastifyReply) => FastifyReply {
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });
  return (reply) => {
    const stream = new PassThrough();
    const write = (text: string) => {
      if (!stream.writableEnded) stream.write(text);
    };
    const unsubscribe = subscribeOrderBook(app.cartEvents, () => write('event: order\ndata: {}\n\n'));
    const keepAlive = setInterval(() => write(': keep-alive\n\n'), INBOX_HEARTBEAT_MS);
    const end = () => {
      clearInterval(keepAlive);
      unsubscribe();
      streams.delete(end);
      if (!stream.writableEnded) stream.end();
    };
    streams.add(end);
    reply.raw.on('close', end);
    write(`retry: ${INBOX_RECONNECT_MS}\n\nevent: ready\ndata: {}\n\n`);
    reply
      .header('Content-Type', 'text/event-stream; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Accel-Buffering', 'no');
    return reply.send(stream);
  };
}
