import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config.ts';

const drainingApps = new WeakSet<FastifyInstance>();

/**
 * Once a drain begins, every answer says Connection: close, so a client does not send its next
 * request down a connection that is about to close (and the drain does not wait for the
 * keep-alive timeout of a connection whose last answer went out during the drain).
 */
export function registerDrainHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (drainingApps.has(app)) reply.header('Connection', 'close');
    return payload;
  });
}

/** A connection accepted just before the listener closed has this long to send its request. */
export const SETTLE_MS = 500;
const BASE_GRACE_MS = 10_000;

/**
 * How long a drain may take before the process gives up and exits 1: 10 s, or longer when a
 * storage call may run longer (the drain waits for it, and only up to its own limit).
 */
export function shutdownGraceMs(config: Pick<AppConfig, 's3'>): number {
  const storageLimitMs = config.s3?.requestTimeoutMs ?? 0;
  return Math.max(BASE_GRACE_MS, storageLimitMs + SETTLE_MS + 2_000);
}

/**
 * Drains in the order that leaves no client guessing (docs/decisions/157): the listener closes
 * first, so no new connection is accepted; a connection accepted a moment before gets SETTLE_MS
 * to send its request, which is then answered; only then does app.close() mark the shop not
 * ready, answer the requests in flight, close the idle keep-alive connections and the database.
 * (Node's own server.close() drops idle connections first, and a connection accepted just before
 * has not sent its request yet, so it counts as idle: its client saw a reset.)
 */
export async function drain(app: FastifyInstance, settleMs = SETTLE_MS): Promise<void> {
  drainingApps.add(app);
  if (app.server.listening) {
    // net.Server's close stops accepting and leaves open connections alone.
    NetServer.prototype.close.call(app.server);
    await new Promise((resolve) => setTimeout(resolve, settleMs));
  }
  await app.close();
}
