import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { setPriceTable } from '#shared/price-table.ts';
import { unitPrices } from '#shared/prices.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import type { Database } from '../../db/schema.ts';
import { readSettings } from './settings.repository.ts';

/**
 * The settings every page reads, kept in memory. A save drops this process's copy at once and
 * tells the other app processes through PostgreSQL NOTIFY (the way live cart changes travel), so a
 * change shows everywhere within seconds and without a restart.
 */
export interface SettingsStore {
  /** Settles once this process listens for other processes' saves. */
  ready: Promise<void>;
  get(): Promise<ShopSettings>;
  /** After a committed save: forget the cached copy here and in every other process. */
  changed(): void;
  close(): Promise<void>;
}

const CHANNEL = 'settings_changed';
const RELISTEN_DELAY_MS = 1000;
/**
 * On PostgreSQL a safety net for a notification lost while the LISTEN connection was replaced.
 * SQLite has no NOTIFY: a copy lives 2 s there, so another process on the same file (a one-off
 * command, a second instance by mistake) still sees a save within the promised 5 s.
 */
const MAX_AGE_MS = { postgres: 60_000, sqlite: 2000 } as const;

export function createSettingsStore(options: {
  db: Kysely<Database>;
  pgPool?: pg.Pool | undefined;
  log: FastifyBaseLogger;
}): SettingsStore {
  const origin = randomUUID();
  let cached: { settings: Promise<ShopSettings>; at: number } | null = null;
  let closed = false;
  let listenClient: pg.PoolClient | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  const pool = options.pgPool;
  const maxAge = pool ? MAX_AGE_MS.postgres : MAX_AGE_MS.sqlite;

  const forget = () => {
    cached = null;
  };

  function get(): Promise<ShopSettings> {
    if (!cached || Date.now() - cached.at > maxAge) {
      const settings = readSettings(options.db).then((read) => {
        // Everything this process prices from now on (carts, orders) uses the saved prices.
        setPriceTable(unitPrices(read.prices));
        return read;
      });
      const entry = { settings, at: Date.now() };
      cached = entry;
      // A failed read is not kept: the next request tries again.
      settings.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.settings;
  }

  const listen = async () => {
    if (!pool || closed) return;
    try {
      const client = await pool.connect();
      if (closed) {
        client.release();
        return;
      }
      listenClient = client;
      client.on('notification', (message) => {
        if (message.channel !== CHANNEL || message.payload === origin) return;
        forget();
        // Read at once, so this process's prices follow without waiting for a page.
        void get().catch(() => undefined);
      });
      client.on('error', (error) => {
        options.log.warn({ err: error }, 'settings LISTEN connection lost; listening again');
        if (listenClient === client) listenClient = null;
        client.release(error);
        // Saves made while nobody listened would go unnoticed: start from the database again.
        forget();
        scheduleListen();
      });
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      options.log.warn({ err: error }, 'could not LISTEN for settings changes; retrying');
      scheduleListen();
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
    get,
    changed() {
      forget();
      if (pool && !closed) {
        pool
          .query('select pg_notify($1, $2)', [CHANNEL, origin])
          .catch((error: unknown) => options.log.warn({ err: error }, 'could not NOTIFY a settings change'));
      }
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
    },
  };
}
