import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { withRelaxedDurability } from '#server/db/sqlite-dialect.ts';
import { HttpError } from '#server/http-error.ts';
import type { ErrorCode } from '#shared/errors.ts';

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

/**
 * The client's address as the rate limits see it: the TCP peer, or the address the configured
 * proxies appended to X-Forwarded-For (Fastify's trustProxy decides request.ip, docs/decisions/051).
 * IPv6 addresses count per /64, the block one subscriber usually holds.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

const taken = new WeakMap<FastifyRequest, string[]>();

/**
 * A 429 with Retry-After, worded for people: RATE_LIMITED with the minutes to wait, or another
 * code's own message (the order limit's TOO_MANY_ORDERS).
 */
export function rateLimited(
  reply: FastifyReply,
  retryAfterSeconds: number,
  code: ErrorCode = 'RATE_LIMITED',
): HttpError {
  reply.header('Retry-After', String(retryAfterSeconds));
  if (code !== 'RATE_LIMITED') return new HttpError(429, code);
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new HttpError(
    429,
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}

/**
 * Refuses with 429 when any of the keys is spent; otherwise counts one attempt on each of them.
 * Returns the keys this attempt used up (for the lockout log).
 */
export async function takeAttempt(
  counter: AttemptCounter,
  request: FastifyRequest,
  reply: FastifyReply,
  keys: LimitedKey[],
  refusal: ErrorCode = 'RATE_LIMITED',
): Promise<SpentKey[]> {
  const result = await counter.take(keys);
  if (!result.allowed) throw rateLimited(reply, result.retryAfterSeconds, refusal);
  taken.set(
    request,
    keys.filter((k) => k.refundable).map((k) => k.key),
  );
  return result.spent;
}

/**
 * onResponse: a success gives its refundable attempts back, so only failures add up there. So does
 * a refusal of ours (5xx: the hash queue full, the database away): the caller's attempt was never
 * judged, and counting it would lock an account sooner than the limits say (docs/decisions/154).
 * Async, so that Fastify goes on with the next hook and the request-completed log line.
 */
export async function settleAttempt(
  counter: AttemptCounter,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const keys = taken.get(request);
  if (!keys || isCallerFailure(reply.statusCode)) return;
  try {
    await counter.refund(keys);
  } catch (error) {
    request.log.warn({ err: error }, 'could not give a successful attempt back');
  }
}

/** An answer that judged the caller's attempt and refused it (a wrong password, an unknown e-mail). */
export const isCallerFailure = (statusCode: number): boolean => statusCode >= 400 && statusCode < 500;
