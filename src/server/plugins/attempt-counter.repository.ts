import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { withRelaxedDurability } from '#server/db/sqlite-dialect.ts';

export interface AttemptLimit {
  /** Attempts allowed in one window. */
  max: number;
  windowMs: number;
}

export interface LimitedKey {
  key: string;
  limit: AttemptLimit;
  /** A success gives the attempt back, so only failures add up on this key. */
  refundable: boolean;
}

export interface SpentKey {
  key: string;
  resetAt: number;
}

export type TakeResult = { allowed: true; spent: SpentKey[] } | { allowed: false; retryAfterSeconds: number };

const MAX_ADDRESSES_KEPT = 10;
const SWEEP_EVERY_MS = 60_000;

/**
 * Attempt counters in the database (table auth_limit), so every app process counts against the
 * same numbers (docs/decisions/004-login-rate-limits.md). Fixed windows; the check and the count
 * of all keys happen in one transaction with the rows locked, so parallel requests, in this process
 * or another, cannot slip between them.
 */
export class AttemptCounter {
  readonly #db: Kysely<Database>;
  readonly #kind: DatabaseKind;
  #lastSweep = 0;

  constructor(db: Kysely<Database>, kind: DatabaseKind) {
    this.#db = db;
    this.#kind = kind;
  }

  /** Counts one attempt on every key, or none when any key is spent. */
  async take(keys: LimitedKey[], now = Date.now()): Promise<TakeResult> {
    // One order for every caller: two transactions never wait on each other's rows in a circle.
    const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const result = await withRelaxedDurability(() =>
      this.#db.transaction().execute(async (tx) => {
        // Counters need no fsync of their own (see withRelaxedDurability); PostgreSQL's equivalent.
        if (this.#kind === 'postgres') await sql`set local synchronous_commit = off`.execute(tx);
        await tx
          .insertInto('auth_limit')
          .values(sorted.map(({ key, limit }) => ({ key, count: 0, reset_at: now + limit.windowMs })))
          .onConflict((oc) => oc.column('key').doNothing())
          .execute();
        // Row by row, in the same order as the insert: one `key in (…) for update` locks in the
        // database collation's order, which is not JavaScript's, and two processes deadlocked on it.
        const rows = [];
        for (const { key } of sorted) {
          const row = await tx
            .selectFrom('auth_limit')
            .selectAll()
            .where('key', '=', key)
            .$if(this.#kind === 'postgres', (qb) => qb.forUpdate())
            .executeTakeFirst();
          if (row) rows.push(row);
        }
        const byKey = new Map(rows.map((row) => [row.key, row]));

        let waitMs = 0;
        const next = sorted.map((limited) => {
          const row = byKey.get(limited.key);
          const live = row && Number(row.reset_at) > now;
          const count = live ? row.count : 0;
          const resetAt = live ? Number(row.reset_at) : now + limited.limit.windowMs;
          if (count >= limited.limit.max) waitMs = Math.max(waitMs, resetAt - now);
          // A new window starts without the last one's addresses.
          const addresses = live ? row.addresses : null;
          return { limited, count: count + 1, resetAt, addresses };
        });
        if (waitMs > 0) return { allowed: false as const, retryAfterSeconds: Math.ceil(waitMs / 1000) };

        for (const { limited, count, resetAt, addresses } of next) {
          await tx
            .updateTable('auth_limit')
            .set({ count, reset_at: resetAt, addresses })
            .where('key', '=', limited.key)
            .execute();
        }
        const spent = next
          .filter(({ limited, count }) => count === limited.limit.max)
          .map(({ limited, resetAt }) => ({ key: limited.key, resetAt }));
        return { allowed: true as const, spent };
      }),
    );
    await this.#sweep(now);
    return result;
  }

  /** Gives one attempt back on each key (a success), within the same window only. */
  async refund(keys: string[], now = Date.now()): Promise<void> {
    if (keys.length === 0) return;
    await withRelaxedDurability(() =>
      this.#db
        .updateTable('auth_limit')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('key', 'in', keys)
        .where('count', '>', 0)
        .where('reset_at', '>', now)
        .execute(),
    );
  }

  /**
   * Adds a failed attempt's client address to the key's list (at most a few), and returns the
   * list: the lockout log line names the addresses behind it.
   */
  async noteFailure(key: string, address: string, now = Date.now()): Promise<string[]> {
    return withRelaxedDurability(() =>
      this.#db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('auth_limit')
          .select('addresses')
          .where('key', '=', key)
          .where('reset_at', '>', now)
          .$if(this.#kind === 'postgres', (qb) => qb.forUpdate())
          .executeTakeFirst();
        if (!row) return [];
        const addresses = parseAddresses(row.addresses);
        if (addresses.includes(address) || addresses.length >= MAX_ADDRESSES_KEPT) return addresses;
        addresses.push(address);
        await tx
          .updateTable('auth_limit')
          .set({ addresses: JSON.stringify(addresses) })
          .where('key', '=', key)
          .execute();
        return addresses;
      }),
    );
  }

  /** Expired windows are deleted now and then, so the table holds only live counters. */
  async #sweep(now: number): Promise<void> {
    if (now - this.#lastSweep < SWEEP_EVERY_MS) return;
    this.#lastSweep = now;
    await withRelaxedDurability(() =>
      this.#db.deleteFrom('auth_limit').where('reset_at', '<=', now).execute(),
    );
  }
}

function parseAddresses(value: string | null): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
