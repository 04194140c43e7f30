import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import type { PgNotifications } from '#server/modules/live/pg-channel.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import { readSettings } from './settings.repository.ts';

/**
 * The settings every page reads, kept in memory. A save drops this process's copy at once and
 * tells the other app processes through PostgreSQL NOTIFY (the way live cart changes travel), so a
 * change shows everywhere within seconds and without a restart.
 */
export interface SettingsStore {
  get(): Promise<ShopSettings>;
  /** After a committed save: forget the cached copy here and in every other process. */
  changed(): void;
  /** `listener` runs whenever this process forgets its copy (a save here or elsewhere, a relisten). */
  onChanged(listener: () => void): void;
}

const CHANNEL = 'settings_changed';
/**
 * On PostgreSQL a safety net for a notification lost while the LISTEN connection was replaced.
 * SQLite has no NOTIFY: a copy lives 2 s there, so another process on the same file (a one-off
 * command, a second instance by mistake) still sees a save within the promised 5 s.
 */
const MAX_AGE_MS = { postgres: 60_000, sqlite: 2000 } as const;

export function createSettingsStore(options: {
  db: Kysely<Database>;
  /** Present with PostgreSQL: another process's save reaches this one. */
  isShared: boolean;
  notifications: PgNotifications;
}): SettingsStore {
  const origin = randomUUID();
  let cached: { settings: Promise<ShopSettings>; at: number } | null = null;
  const maxAge = options.isShared ? MAX_AGE_MS.postgres : MAX_AGE_MS.sqlite;
  const listeners: (() => void)[] = [];

  const forget = () => {
    cached = null;
    for (const listener of listeners) listener();
  };

  function get(): Promise<ShopSettings> {
    if (!cached || Date.now() - cached.at > maxAge) {
      const settings = readSettings(options.db);
      const entry = { settings, at: Date.now() };
      cached = entry;
      // A failed read is not kept: the next request tries again.
      settings.catch(() => {
        if (cached === entry) cached = null;
      });
    }
    return cached.settings;
  }

  const channel = options.notifications.channel(CHANNEL, {
    what: 'settings',
    onMessage(payload) {
      if (payload === origin) return;
      forget();
      // Read at once, so the next request does not wait for the database.
      void get().catch(() => undefined);
    },
    // Saves made while nobody listened went unnoticed: start from the database again.
    onRelisten: forget,
  });

  return {
    get,
    changed() {
      forget();
      channel.notify(origin);
    },
    onChanged(listener) {
      listeners.push(listener);
    },
  };
}
