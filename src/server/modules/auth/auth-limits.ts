import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AttemptCounter, LimitedKey, SpentKey } from '#server/plugins/attempt-counter.repository.ts';
import {
  clientAddress,
  isCallerFailure,
  settleAttemptOnSend,
  takeAttempt,
} from '#server/plugins/rate-limit.ts';
import { trustedDevice } from './device-cookie.ts';

const WINDOW_MS = 15 * 60_000;

/**
 * Login and sign-up limits, each per 15 minutes (docs/decisions/004-login-rate-limits.md):
 * failures per client address and per email (a success gives its attempt back), failures per
 * trusted device instead of per email when the browser holds that account's device cookie, and
 * every attempt per client address (AUTH_ATTEMPTS_PER_ADDRESS), successes included.
 */
export const AUTH_ATTEMPT_LIMITS = {
  perAddress: { max: 20, windowMs: WINDOW_MS },
  perEmail: { max: 40, windowMs: WINDOW_MS },
  perDevice: { max: 10, windowMs: WINDOW_MS },
  windowMs: WINDOW_MS,
} as const;

export type AttemptKind = 'login' | 'sign-up';

function emailKey(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  const { email } = body;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase().slice(0, 254) : null;
}

const spentByRequest = new WeakMap<FastifyRequest, SpentKey[]>();

/**
 * The hooks counting one kind of attempt: preValidation takes it, onSend gives a success back
 * before the answer leaves, onResponse notes a failure's address for the lockout log.
 */
export function authAttemptHooks(counter: AttemptCounter, kind: AttemptKind, attemptsPerAddress: number) {
  return {
    async preValidation(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const address = clientAddress(request);
      const keys: LimitedKey[] = [
        {
          key: `${kind}:all:addr:${address}`,
          limit: { max: attemptsPerAddress, windowMs: WINDOW_MS },
          refundable: false,
        },
        { key: `${kind}:fail:addr:${address}`, limit: AUTH_ATTEMPT_LIMITS.perAddress, refundable: true },
      ];
      const email = emailKey(request.body);
      if (email) {
        const device = kind === 'login' ? trustedDevice(request, email) : null;
        keys.push(
          device
            ? { key: `${kind}:fail:device:${device}`, limit: AUTH_ATTEMPT_LIMITS.perDevice, refundable: true }
            : { key: `${kind}:fail:email:${email}`, limit: AUTH_ATTEMPT_LIMITS.perEmail, refundable: true },
        );
      }
      spentByRequest.set(request, await takeAttempt(counter, request, reply, keys));
    },
    onSend: settleAttemptOnSend(counter),
    async onResponse(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      if (!isCallerFailure(reply.statusCode)) return;
      const prefix = `${kind}:fail:email:`;
      const email = emailKey(request.body);
      if (!email || trustedDevice(request, email)) return;
      const key = `${prefix}${email}`;
      try {
        const addresses = await counter.noteFailure(key, clientAddress(request));
        const spent = spentByRequest.get(request)?.find((s) => s.key === key);
        if (!spent) return;
        request.log.warn(
          {
            event: 'account_locked',
            kind,
            email,
            addresses,
            until: new Date(spent.resetAt).toISOString(),
          },
          'account locked: too many failed attempts; browsers that signed in to it before are exempt',
        );
      } catch (error) {
        request.log.warn({ err: error }, 'could not record a failed attempt address');
      }
    },
  };
}
