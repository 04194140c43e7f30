import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compressCopies, sendInAcceptedEncoding } from '#server/compressed-body.ts';
import type { PgNotifications } from '#server/modules/live/pg-channel.ts';

/** One catalogue answer, serialised and compressed once, sent as is until the catalogue changes. */
export interface CachedJson {
  json: string;
  gzip: Buffer;
  brotli: Buffer;
  etag: string;
}

export interface CatalogueCache {
  /** The answer kept under `key`, made by `load` when missing (or after a change). */
  get(key: string, load: () => Promise<string>): Promise<CachedJson>;
  /**
   * A value made from the catalogue (the index the paged answers read), kept and dropped with the
   * kept answers, without being serialised or compressed (docs/decisions/193).
   */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** After a committed product change: forget every answer here and in every other process. */
  changed(): void;
  /**
   * `listener` runs whenever this process forgets the catalogue: its own change, another
   * process's, or listening again after a lost connection (what is made of it is dropped too).
   */
  onChanged(listener: () => void): void;
}

const CHANNEL = 'catalogue_changed';
/**
 * On PostgreSQL a safety net for a notification lost while the LISTEN connection was replaced;
 * on SQLite (no NOTIFY) it bounds what another process on the same file could miss.
 */
const MAX_AGE_MS = { postgres: 60_000, sqlite: 2000 } as const;

async function compress(json: string): Promise<CachedJson> {
  const data = Buffer.from(json);
  const copies = await compressCopies(data, { gzip: 9, brotli: 9 });
  return { json, ...copies, etag: `"${createHash('sha1').update(data).digest('base64url')}"` };
}

/**
 * The public catalogue's JSON kept in memory (docs/decisions/104): every product change drops it in
 * this process at once and in the others through PostgreSQL NOTIFY, on the LISTEN connection the
 * live carts and the settings already share.
 */
export function createCatalogueCache(options: {
  isShared: boolean;
  notifications: PgNotifications;
}): CatalogueCache {
  const origin = randomUUID();
  const maxAge = options.isShared ? MAX_AGE_MS.postgres : MAX_AGE_MS.sqlite;
  const entries = new Map<string, { value: Promise<unknown>; at: number }>();
  // A read that began before a change may end after it: what it read is not kept.
  let generation = 0;
  const listeners: (() => void)[] = [];

  const forget = () => {
    generation += 1;
    entries.clear();
    for (const listener of listeners) listener();
  };
  const channel = options.notifications.channel(CHANNEL, {
    what: 'catalogue',
    onMessage(payload) {
      if (payload !== origin) forget();
    },
    onRelisten: forget,
  });

  const keep = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const entry = entries.get(key);
    if (entry && Date.now() - entry.at <= maxAge) return entry.value as Promise<T>;
    const started = generation;
    const value = load();
    const fresh = { value, at: Date.now() };
    entries.set(key, fresh);
    const drop = () => {
      if (entries.get(key) === fresh) entries.delete(key);
    };
    value.then(() => {
      if (generation !== started) drop();
    }, drop);
    return value;
  };

  return {
    get: (key, load) => keep(`json:${key}`, () => load().then(compress)),
    memo: (key, load) => keep(`memo:${key}`, load),
    changed() {
      forget();
      channel.notify(origin);
    },
    onChanged(listener) {
      listeners.push(listener);
    },
  };
}

/**
 * Browsers revalidate every time (a 304 while unchanged), so a change shows on the next request:
 * Chromium honours stale-while-revalidate too and showed the admin a list from before their own
 * change. A CDN keeps the list briefly and refreshes it in the background (RFC 9213's targeted
 * header, read by Cloudflare, Fastly and Akamai); docs/decisions/104.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, no-cache';
export const CATALOGUE_CDN_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';

/** Sends a kept answer: 304 to a matching validator, else brotli, gzip or plain as the client takes. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  reply
    .header('Cache-Control', CATALOGUE_CACHE_CONTROL)
    .header('CDN-Cache-Control', CATALOGUE_CDN_CACHE_CONTROL)
    .header('ETag', cached.etag)
    .header('Vary', 'Accept-Encoding')
    .type('application/json; charset=utf-8');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  return sendInAcceptedEncoding(request, reply, cached.json, cached);
}

/**
 * Sends an answer made from the kept lists (a page of the collection or of the brands): the same
 * caching as the lists themselves, and a 304 without making it when the caller holds it already.
 */
export function sendTagged<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { etag: string; make(): T },
) {
  reply
    .header('Cache-Control', CATALOGUE_CACHE_CONTROL)
    .header('CDN-Cache-Control', CATALOGUE_CDN_CACHE_CONTROL)
    .header('ETag', answer.etag);
  if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
  return answer.make();
}

/**
 * For the plugins whose writes change products (admin products, stock): a successful write drops
 * the kept catalogue before its answer leaves, so the admin's next read already sees the change.
 */
export function forgetCatalogueAfterWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      app.catalogue.changed();
    return payload;
  });
}
