import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '#server/http-error.ts';
import type { ErrorCode } from '#shared/errors.ts';
import type { AttemptCounter, LimitedKey, SpentKey } from './attempt-counter.repository.ts';

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
 * onSend: a success gives its refundable attempts back, so only failures add up there. So does
 * a refusal of ours (5xx: the hash queue full, the database away): the caller's attempt was never
 * judged, and counting it would lock an account sooner than the limits say (docs/decisions/154).
 * Before the answer leaves, so that the caller's next attempt, sent as soon as this answer
 * arrives, is counted after the give-back and never against it (docs/decisions/004).
 */
async function settleAttempt(
  counter: AttemptCounter,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const keys = taken.get(request);
  // Settled once, even if a failing send is followed by the error handler's.
  taken.delete(request);
  if (!keys || isCallerFailure(reply.statusCode)) return;
  try {
    await counter.refund(keys);
  } catch (error) {
    request.log.warn({ err: error }, 'could not give a successful attempt back');
  }
}

/** The route option that settles each attempt before its answer is sent, the payload untouched. */
export function settleAttemptOnSend(counter: AttemptCounter) {
  return async <Payload>(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: Payload,
  ): Promise<Payload> => {
    await settleAttempt(counter, request, reply);
    return payload;
  };
}

/** An answer that judged the caller's attempt and refused it (a wrong password, an unknown e-mail). */
export const isCallerFailure = (statusCode: number): boolean => statusCode >= 400 && statusCode < 500;
