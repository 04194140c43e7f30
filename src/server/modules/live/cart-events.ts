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
const UNLISTEN_TIMEOUT_MS = 1000;

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

  /** The connection that LISTENs, with a release that runs once and detaches our listeners. */
  let listening: { client: pg.PoolClient; release(error?: Error): void } | null = null;
  let hasListened = false;
  let retryTimer: NodeJS.Timeout | null = null;
  const pool = options.pgPool;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      const { userId, from } = JSON.parse(message.payload) as { userId?: unknown; from?: unknown };
      // This process already delivered its own changes.
      if (typeof userId === 'string' && from !== origin) deliver(userId);
    } catch {
      options.log.warn('unreadable cart notification');
    }
  };

  const listen = async () => {
    if (!pool || closed) return;
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      options.log.warn({ err: error }, 'could not connect to LISTEN for cart changes; retrying');
      scheduleListen();
      return;
    }
    let isReleased = false;
    const onError = (error: Error) => {
      options.log.warn({ err: error }, 'cart LISTEN connection lost; listening again');
      current.release(error);
      scheduleListen();
    };
    const current = {
      client,
      release(error?: Error) {
        if (isReleased) return;
        isReleased = true;
        client.off('notification', onNotification);
        client.off('error', onError);
        if (listening === current) listening = null;
        // With an error the pool destroys the connection instead of reusing it.
        client.release(error);
      },
    };
    if (closed) {
      current.release();
      return;
    }
    listening = current;
    client.on('notification', onNotification);
    client.on('error', onError);
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      options.log.warn({ err: error }, 'could not LISTEN for cart changes; retrying');
      current.release(error instanceof Error ? error : new Error(String(error)));
      scheduleListen();
      return;
    }
    if (hasListened) {
      options.log.info('listening for cart changes again; open streams refetch');
      deliverToAll();
    }
    hasListened = true;
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
      const current = listening;
      if (current) {
        // A shutdown never waits long on the database: past a second the connection is dropped.
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<Error>((resolve) => {
          timer = setTimeout(() => resolve(new Error('UNLISTEN took too long')), UNLISTEN_TIMEOUT_MS);
        });
        const outcome = await Promise.race([
          current.client.query(`UNLISTEN ${CHANNEL}`).then(
            () => undefined,
            (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
          ),
          timeout,
        ]);
        clearTimeout(timer);
        current.release(outcome);
      }
      listeners.clear();
    },
  };
}
