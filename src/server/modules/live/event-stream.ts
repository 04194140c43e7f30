import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientAddress } from '#server/plugins/rate-limit.ts';
import type { StreamRegistry } from './live-streams.ts';

/** Under the connection timeout (120 s), so an idle stream is never cut by the server or a proxy. */
const HEARTBEAT_MS = 25_000;
const RECONNECT_MS = 2_000;

export interface EventStreamOptions {
  /** The caps this stream counts against (docs/decisions/056). */
  streams: StreamRegistry;
  userId: string;
  /** Calls `notify` on every change the stream reports; returns the unsubscribe. */
  subscribe: (notify: () => void) => () => void;
  /** The event sent on each change (`cart`, `order`). */
  event: string;
  /** The comment line that keeps an idle connection open. */
  heartbeat: string;
}

/**
 * Answers with a server-sent event stream: `retry`, then `ready` once subscribed (the page refetches
 * then, catching up on anything it missed), then the change event. The browser's EventSource
 * reconnects by itself after a drop; `superseded` tells a page that newer streams of the same user
 * or address took its place, so it does not reconnect.
 */
export function sendEventStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: EventStreamOptions,
): FastifyReply {
  const stream = new PassThrough();
  const send = (text: string) => {
    if (!stream.writableEnded) stream.write(text);
  };
  let unsubscribe = () => {};
  let unregister = () => {};
  let heartbeat: NodeJS.Timeout | undefined;
  const close = (reason?: 'superseded' | 'shutdown') => {
    clearInterval(heartbeat);
    unsubscribe();
    unregister();
    if (reason === 'superseded') send('event: superseded\ndata: {}\n\n');
    if (!stream.writableEnded) stream.end();
  };
  unregister = options.streams.add({ userId: options.userId, address: clientAddress(request), close });
  unsubscribe = options.subscribe(() => send(`event: ${options.event}\ndata: {}\n\n`));
  heartbeat = setInterval(() => send(`: ${options.heartbeat}\n\n`), HEARTBEAT_MS);
  reply.raw.on('close', () => close());

  send(`retry: ${RECONNECT_MS}\n\n`);
  send('event: ready\ndata: {}\n\n');
  reply
    .header('Content-Type', 'text/event-stream; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('X-Accel-Buffering', 'no')
    // When the stream ends (superseded, shutdown) the connection goes too: a keep-alive socket
    // left behind would hold a closing server for its whole keep-alive timeout.
    .header('Connection', 'close');
  return reply.send(stream);
}
