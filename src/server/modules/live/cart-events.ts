import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

export type CartListener = () => void;

/**
 * "This user's cart changed", delivered to every open stream of that user. Within one process an
 * in-memory registry; with PostgreSQL also LISTEN/NOTIFY, so a change made through one app process
 * reaches the user's streams held by the others.
 */
export interface CartEvents {
  /** Settles once this process listens for other processes' changes. */
  ready: Promise<void>;
  publish(userId: string): void;
  subscribe(userId: string, listener: CartListener): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'cart_changed';
const RELISTEN_DELAY_MS = 1000;

export function createCartEvents(options: {
  pgPool?: pg.Pool | undefined;
  log: FastifyBaseLogger;
}): CartEvents {
  const listeners = new Map<string, Set<CartListener>>();
  const origin = randomUUID();
  let closed = false;

  const deliver = (userId: string) => {
    for (const listener of listeners.get(userId) ?? []) {
      try {
        listener();
      } catch (error) {
        options.log.warn({ err: error }, 'cart listener failed');
      }
    }
  };

  /** After a lost LISTEN connection every stream refetches: changes made meanwhile were not heard. */
  const deliverToAll = () => {
    for (const userId of [...listeners.keys()]) deliver(userId);
  };

  let listenClient: pg.PoolClient | null = null;
  let hasListened = false;
  let retryTimer: NodeJS.Timeout | null = null;
  const pool = options.pgPool;

  const listen = async () => {
    if (!pool || closed) return;
    let client: pg.PoolClient | null = null;
    let isReleased = false;
    const drop = (error: Error) => {
      if (listenClient === client) listenClient = null;
      if (client && !isReleased) {
        isReleased = true;
        client.release(error);
      }
      scheduleListen();
    };
    try {
      client = await pool.connect();
      if (closed) {
        client.release();
        return;
      }
      listenClient = client;
      client.on('notification', (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        try {
          const { userId, from } = JSON.parse(message.payload) as { userId?: unknown; from?: unknown };
          // This process already delivered its own changes.
          if (typeof userId === 'string' && from !== origin) deliver(userId);
        } catch {
          options.log.warn('unreadable cart notification');
        }
      });
      client.on('error', (error) => {
        // Once released (by close(), or by an earlier error) the client is the pool's to handle:
        // releasing it twice would throw from inside the event.
        if (listenClient !== client) return;
        options.log.warn({ err: error }, 'cart LISTEN connection lost; listening again');
        drop(error);
      });
      await client.query(`LISTEN ${CHANNEL}`);
      if (hasListened) {
        options.log.info('listening for cart changes again; open streams refetch');
        deliverToAll();
      }
      hasListened = true;
    } catch (error) {
      options.log.warn({ err: error }, 'could not LISTEN for cart changes; retrying');
      drop(error instanceof Error ? error : new Error(String(error)));
    }
  };
  const scheduleListen = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void listen();
    }, RELISTEN_DELAY_MS);
    retryTimer.unref();
  };
  const ready = listen();

  return {
    ready,
    publish(userId) {
      deliver(userId);
      if (pool && !closed) {
        pool
          .query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ userId, from: origin })])
          .catch((error: unknown) => options.log.warn({ err: error }, 'could not NOTIFY a cart change'));
      }
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(userId);
        current?.delete(listener);
        if (current?.size === 0) listeners.delete(userId);
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await ready;
      const client = listenClient;
      listenClient = null;
      if (client) {
        try {
          await client.query(`UNLISTEN ${CHANNEL}`);
        } catch {
          // The connection is going away anyway.
        }
        client.release();
      }
      listeners.clear();
    },
  };
}
