import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '#server/config.ts';
import { cookieName, isHttps } from './session-token.ts';

/**
 * OWASP's "device cookies" (Slow Down Online Guessing Attacks with Device Cookies): a browser that
 * signed in to an account gets a signed cookie naming that account. A login for that account from
 * that browser skips the account's lockout (it has its own, per device), so guessing from
 * elsewhere can never lock the owner out (docs/decisions/052-device-cookies.md).
 */
const DEVICE_COOKIE_LIFETIME_S = 365 * 24 * 60 * 60;

/** The key @fastify/cookie signs with: derived from the session secret, never the secret itself. */
export function cookieSigningSecret(config: AppConfig): string {
  return createHmac('sha256', config.sessionSecret).update('saadiyat cookie signing').digest('base64url');
}

function deviceCookieName(config: AppConfig): string {
  return cookieName(config, 'device');
}

function accountDigest(email: string): string {
  return createHash('sha256').update(email).digest('base64url');
}

/** Set at every successful login: a new nonce, bound to this email. */
export function issueDeviceCookie(request: FastifyRequest, reply: FastifyReply, email: string): void {
  const { config } = request.server;
  const value = `${accountDigest(email)}:${randomBytes(16).toString('base64url')}`;
  reply.setCookie(deviceCookieName(config), value, {
    path: '/',
    httpOnly: true,
    secure: isHttps(config),
    sameSite: 'strict',
    signed: true,
    maxAge: DEVICE_COOKIE_LIFETIME_S,
  });
}

/** The device's nonce when the request carries a valid device cookie for this email, else null. */
export function trustedDevice(request: FastifyRequest, email: string): string | null {
  const raw = request.cookies[deviceCookieName(request.server.config)];
  if (!raw || raw.length > 200) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const [digest, nonce] = unsigned.value.split(':');
  return digest === accountDigest(email) && nonce ? nonce : null;
}
