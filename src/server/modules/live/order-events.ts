import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CartEvents, CartListener } from './cart-events.ts';
import { sendEventStream } from './event-stream.ts';
import { StreamRegistry } from './live-streams.ts';

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
  return (request, reply) =>
    sendEventStream(request, reply, {
      streams,
      userId: request.user?.id ?? '',
      subscribe: (notify) => subscribeOrderBook(app.cartEvents, notify),
      event: 'order',
      heartbeat: 'keep-alive',
    });
}
