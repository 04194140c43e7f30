import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/**
 * PostgreSQL LISTEN/NOTIFY between the app processes, over one dedicated connection for every
 * channel (live carts, settings): it listens, comes back after it is lost, and tells each channel
 * when it does (messages sent meanwhile were not heard). Without PostgreSQL it does nothing.
 */
export interface PgChannel {
  notify(payload: string): void;
}

interface ChannelHandlers {
  /** What travels on it, for the log lines ("cart", "settings"). */
  what: string;
  onMessage(payload: string): void;
  /** Listening again after a lost connection. */
  onRelisten(): void;
}

export interface PgNotifications {
  /** Register before start(). */
  channel(name: string, handlers: ChannelHandlers): PgChannel;
  /** Settles once this process listens on every registered channel. */
  start(): Promise<void>;
  close(): Promise<void>;
}

const RELISTEN_DELAY_MS = 1000;
const CLOSE_WAIT_MS = 1000;

export function createPgNotifications(options: {
  pool: pg.Pool | undefined;
  log: FastifyBaseLogger;
}): PgNotifications {
  const { pool, log } = options;
  const channels = new Map<string, ChannelHandlers>();
  let closed = false;
  let listenClient: pg.PoolClient | null = null;
  let hasListened = false;
  let retryTimer: NodeJS.Timeout | null = null;
  let ready: Promise<void> = Promise.resolve();

  const listen = async () => {
    if (!pool || closed || channels.size === 0) return;
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
        const handlers = channels.get(message.channel);
        if (handlers && message.payload) handlers.onMessage(message.payload);
      });
      client.on('error', (error) => {
        // Once released (by close(), or by an earlier error) the client is the pool's to handle:
        // releasing it twice would throw from inside the event.
        if (listenClient !== client) return;
        log.warn({ err: error }, 'LISTEN connection lost; listening again');
        drop(error);
      });
      for (const name of channels.keys()) await client.query(`LISTEN ${name}`);
      if (hasListened) {
        log.info('listening for changes of other processes again');
        for (const handlers of channels.values()) handlers.onRelisten();
      }
      hasListened = true;
    } catch (error) {
      log.warn({ err: error }, 'could not LISTEN for changes of other processes; retrying');
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

  return {
    channel(name, handlers) {
      channels.set(name, handlers);
      return {
        notify(payload) {
          if (!pool || closed) return;
          pool
            .query('select pg_notify($1, $2)', [name, payload])
            .catch((error: unknown) =>
              log.warn({ err: error }, `could not NOTIFY a ${handlers.what} change`),
            );
        },
      };
    },
    start() {
      ready = listen();
      return ready;
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      await ready;
      const client = listenClient;
      listenClient = null;
      if (client) {
        // A connection that died unnoticed would never answer: give UNLISTEN a second, then drop it.
        const answered = await Promise.race([
          client.query('UNLISTEN *').then(
            () => true,
            () => false,
          ),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), CLOSE_WAIT_MS).unref()),
        ]);
        if (answered) client.release();
        else client.release(new Error('closing an unanswered LISTEN connection'));
      }
    },
  };
}
