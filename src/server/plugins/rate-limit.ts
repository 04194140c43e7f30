import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error.ts';

export interface AttemptLimit {
  /** Failed attempts allowed in one window. */
  max: number;
  windowMs: number;
}

interface Counter {
  count: number;
  resetAt: number;
}

/**
 * Counts attempts per key in fixed windows and lets a success give its attempt back, so only
 * failures add up. @fastify/rate-limit cannot give an attempt back; counting only at the end of a
 * request instead would let a burst of parallel guesses through before the first failure is counted.
 * In memory: each process counts its own (docs/decisions/004-login-rate-limits.md).
 */
export class AttemptLimiter {
  readonly #limit: AttemptLimit;
  readonly #maxKeys: number;
  readonly #counters = new Map<string, Counter>();

  constructor(limit: AttemptLimit, maxKeys = 50_000) {
    this.#limit = limit;
    this.#maxKeys = maxKeys;
  }

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, now = Date.now()): number {
    const counter = this.#live(key, now);
    return counter && counter.count >= this.#limit.max ? Math.ceil((counter.resetAt - now) / 1000) : 0;
  }

  consume(key: string, now = Date.now()): void {
    const counter = this.#live(key, now);
    if (counter) {
      counter.count += 1;
      return;
    }
    this.#makeRoom(now);
    this.#counters.set(key, { count: 1, resetAt: now + this.#limit.windowMs });
  }

  refund(key: string, now = Date.now()): void {
    const counter = this.#live(key, now);
    if (!counter) return;
    counter.count -= 1;
    if (counter.count <= 0) this.#counters.delete(key);
  }

  #live(key: string, now: number): Counter | undefined {
    const counter = this.#counters.get(key);
    if (counter && counter.resetAt <= now) {
      this.#counters.delete(key);
      return undefined;
    }
    return counter;
  }

  #makeRoom(now: number): void {
    if (this.#counters.size < this.#maxKeys) return;
    for (const [key, counter] of this.#counters) if (counter.resetAt <= now) this.#counters.delete(key);
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    for (const key of this.#counters.keys()) {
      if (this.#counters.size < this.#maxKeys) break;
      this.#counters.delete(key);
    }
  }
}

/**
 * The client's address as the rate limits see it: the TCP peer, or X-Forwarded-For's client only
 * when TRUST_PROXY says a proxy of ours sets it (Fastify's trustProxy decides request.ip). IPv6
 * addresses count per /64, the block one subscriber usually holds.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip);
}

export interface LimitedKey {
  limiter: AttemptLimiter;
  key: string;
}

const consumed = new WeakMap<FastifyRequest, LimitedKey[]>();

/**
 * Refuses with 429 when any of the keys is spent; otherwise counts one attempt on each of them,
 * all in one synchronous step so parallel requests cannot slip between check and count.
 */
export function takeAttempt(request: FastifyRequest, reply: FastifyReply, keys: LimitedKey[]): void {
  const now = Date.now();
  const wait = Math.max(0, ...keys.map(({ limiter, key }) => limiter.retryAfter(key, now)));
  if (wait > 0) {
    reply.header('Retry-After', String(wait));
    const minutes = Math.ceil(wait / 60);
    throw new HttpError(
      429,
      'RATE_LIMITED',
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
  for (const { limiter, key } of keys) limiter.consume(key, now);
  consumed.set(request, keys);
}

/**
 * onResponse: a success gives its attempts back, so only failures add up. Async, so that Fastify
 * goes on with the next hook and the request-completed log line: a plain function would have to
 * call `done`.
 */
export async function settleAttempt(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const keys = consumed.get(request);
  if (!keys || reply.statusCode >= 400) return;
  for (const { limiter, key } of keys) limiter.refund(key);
}
