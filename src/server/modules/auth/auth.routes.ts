import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyReply, preValidationAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { MeSchema } from '#shared/account.ts';
import { emailPrefix } from '#shared/format.ts';
import { HttpError } from '../../http-error.ts';
import { body } from '../../plugins/error-handler.ts';
import { AttemptLimiter, clientAddress, settleAttempt, takeAttempt } from '../../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../../plugins/zod.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.ts';
import { getSessionUser } from './session.ts';
import { findUserByEmail } from './user.repository.ts';

// Loose on purpose: the handlers give each mistake its own code and message (SPEC §8).
// Unknown fields such as `role` are dropped here and never reach better-auth.
const CredentialsSchema = z.object({
  email: z.string().max(254),
  password: z.string().max(1024),
});

const ErrorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const AccountResponse = z.object({ user: MeSchema });

const ATTEMPT_WINDOW_MS = 15 * 60_000;
/**
 * Failed login or sign-up attempts allowed per window (successes do not count). One address runs
 * out long before one email does, so a single attacker cannot lock anybody else out of their
 * account (docs/decisions/004-login-rate-limits.md).
 */
export const AUTH_ATTEMPT_LIMITS = {
  perAddress: { max: 20, windowMs: ATTEMPT_WINDOW_MS },
  perEmail: { max: 40, windowMs: ATTEMPT_WINDOW_MS },
} as const;

function emailKey(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('email' in body)) return null;
  const { email } = body;
  return typeof email === 'string' && email.trim() !== '' ? email.trim().toLowerCase().slice(0, 254) : null;
}

/** preValidation: counts the attempt against the client's address and the email it names. */
function limitAttempts(byAddress: AttemptLimiter, byEmail: AttemptLimiter): preValidationAsyncHookHandler {
  return async (request, reply) => {
    const keys = [{ limiter: byAddress, key: clientAddress(request) }];
    const email = emailKey(request.body);
    if (email) keys.push({ limiter: byEmail, key: email });
    takeAttempt(request, reply, keys);
  };
}

function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!z.email().safeParse(email).success) {
    throw new HttpError(400, 'INVALID_EMAIL', 'Invalid email format.');
  }
  return email;
}

function copySetCookies(from: Headers, reply: FastifyReply): void {
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

function betterAuthCode(error: unknown): string | undefined {
  if (!(error instanceof APIError)) return undefined;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/**
 * Our account routes in front of better-auth: errors in the app's shape and codes, and no other
 * better-auth endpoint (profile or role updates) reachable from a browser.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const loginAttempts = limitAttempts(
    new AttemptLimiter(AUTH_ATTEMPT_LIMITS.perAddress),
    new AttemptLimiter(AUTH_ATTEMPT_LIMITS.perEmail),
  );
  const signUpAttempts = limitAttempts(
    new AttemptLimiter(AUTH_ATTEMPT_LIMITS.perAddress),
    new AttemptLimiter(AUTH_ATTEMPT_LIMITS.perEmail),
  );

  r.post(
    '/api/auth/sign-up',
    {
      preValidation: signUpAttempts,
      onResponse: settleAttempt,
      schema: { body: CredentialsSchema, response: { 201: AccountResponse } },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const { password } = request.body;
      if (password.length < PASSWORD_MIN_LENGTH) {
        throw new HttpError(
          400,
          'PASSWORD_TOO_SHORT',
          `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
        );
      }
      if (password.length > PASSWORD_MAX_LENGTH) {
        throw new HttpError(
          400,
          'PASSWORD_TOO_LONG',
          `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
        );
      }
      try {
        const { headers, response } = await app.auth.api.signUpEmail({
          body: { email, password, name: emailPrefix(email) },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        copySetCookies(headers, reply);
        reply.status(201);
        return { user: { id: response.user.id, email: response.user.email, role: 'user' as const } };
      } catch (error) {
        const code = betterAuthCode(error);
        if (code?.startsWith('USER_ALREADY_EXISTS')) {
          throw new HttpError(409, 'EMAIL_TAKEN', 'An account with this email already exists.');
        }
        throw error;
      }
    },
  );

  r.post(
    '/api/auth/login',
    {
      preValidation: loginAttempts,
      onResponse: settleAttempt,
      schema: { body: CredentialsSchema, response: { 200: AccountResponse } },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const { password } = request.body;
      if (password === '') throw new HttpError(400, 'PASSWORD_REQUIRED', 'Please enter your password.');
      const user = await findUserByEmail(app.db, email);
      if (!user) throw new HttpError(401, 'USER_NOT_FOUND', 'No user found with this email.');
      // No account can have a longer one: answer without hashing it.
      if (password.length > PASSWORD_MAX_LENGTH) {
        throw new HttpError(401, 'WRONG_PASSWORD', 'Incorrect password.');
      }
      try {
        const { headers } = await app.auth.api.signInEmail({
          body: { email, password },
          headers: fromNodeHeaders(request.headers),
          returnHeaders: true,
        });
        copySetCookies(headers, reply);
        return { user };
      } catch (error) {
        if (betterAuthCode(error) === 'INVALID_EMAIL_OR_PASSWORD') {
          throw new HttpError(401, 'WRONG_PASSWORD', 'Incorrect password.');
        }
        throw error;
      }
    },
  );

  r.post('/api/auth/logout', async (request, reply) => {
    if (await getSessionUser(request)) {
      // Deletes the session row: the old cookie is worthless from here on.
      const { headers } = await app.auth.api.signOut({
        headers: fromNodeHeaders(request.headers),
        returnHeaders: true,
      });
      copySetCookies(headers, reply);
    }
    return reply.status(204).send();
  });

  r.get(
    '/api/me',
    { schema: { response: { 200: MeSchema, 401: ErrorBodySchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = await getSessionUser(request);
      // Every guest's page asks this: answered here rather than thrown, so the log does not fill
      // with warnings meant for refused requests.
      if (!user) return reply.status(401).send(body('UNAUTHENTICATED', 'Please log in first.'));
      return user;
    },
  );
};
