import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { HttpError } from '#server/http-error.ts';
import { body } from '#server/plugins/error-handler.ts';
import { AttemptCounter } from '#server/plugins/rate-limit.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import { MeSchema } from '#shared/account.ts';
import { emailPrefix } from '#shared/format.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.ts';
import { authAttemptHooks } from './auth-limits.ts';
import { issueDeviceCookie } from './device-cookie.ts';
import { getSession } from './session.ts';
import { clearSessionCookie, deleteSession, issueSessionCookie } from './session-token.ts';
import { findUserByEmail } from './user.repository.ts';

// Loose on purpose: the handlers give each mistake its own code and message (SPEC §8).
// Unknown fields such as `role` are dropped here and never reach better-auth.
const CredentialsSchema = z.object({
  email: z.string().max(254),
  password: z.string().max(1024),
});

const ErrorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const AccountResponse = z.object({ user: MeSchema });

function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!z.email().safeParse(email).success) {
    throw new HttpError(400, 'INVALID_EMAIL');
  }
  return email;
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
  const counter = new AttemptCounter(app.db, app.database.kind);
  const perAddress = app.config.authAttemptsPerAddress;
  const loginAttempts = authAttemptHooks(counter, 'login', perAddress);
  const signUpAttempts = authAttemptHooks(counter, 'sign-up', perAddress);
  // Every password hash of these routes waits its turn here (docs/decisions/050).
  const hashes = app.hashQueue;

  r.post(
    '/api/auth/sign-up',
    {
      preValidation: signUpAttempts.preValidation,
      onResponse: signUpAttempts.onResponse,
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
        const response = await hashes.run(() =>
          app.auth.api.signUpEmail({
            body: { email, password, name: emailPrefix(email) },
            headers: fromNodeHeaders(request.headers),
          }),
        );
        if (!response.token) throw new Error('sign-up made no session');
        await issueSessionCookie(request, reply, response.token, 'user');
        issueDeviceCookie(request, reply, email);
        reply.status(201);
        return { user: { id: response.user.id, email: response.user.email, role: 'user' as const } };
      } catch (error) {
        const code = betterAuthCode(error);
        if (code?.startsWith('USER_ALREADY_EXISTS')) {
          throw new HttpError(409, 'EMAIL_TAKEN');
        }
        throw error;
      }
    },
  );

  r.post(
    '/api/auth/login',
    {
      preValidation: loginAttempts.preValidation,
      onResponse: loginAttempts.onResponse,
      schema: { body: CredentialsSchema, response: { 200: AccountResponse } },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const { password } = request.body;
      if (password === '') throw new HttpError(400, 'PASSWORD_REQUIRED');
      const user = await findUserByEmail(app.db, email);
      if (!user) throw new HttpError(401, 'USER_NOT_FOUND');
      // No account can have a longer one: answer without hashing it.
      if (password.length > PASSWORD_MAX_LENGTH) {
        throw new HttpError(401, 'WRONG_PASSWORD');
      }
      try {
        const response = await hashes.run(() =>
          app.auth.api.signInEmail({ body: { email, password }, headers: fromNodeHeaders(request.headers) }),
        );
        await issueSessionCookie(request, reply, response.token, user.role);
        issueDeviceCookie(request, reply, email);
        return { user };
      } catch (error) {
        if (betterAuthCode(error) === 'INVALID_EMAIL_OR_PASSWORD') {
          throw new HttpError(401, 'WRONG_PASSWORD');
        }
        throw error;
      }
    },
  );

  r.post('/api/auth/logout', async (request, reply) => {
    const session = await getSession(request);
    // Deletes the session row: the old cookie is worthless from here on.
    if (session) await deleteSession(app.db, session.sessionId);
    clearSessionCookie(request, reply);
    return reply.status(204).send();
  });

  r.get(
    '/api/me',
    { schema: { response: { 200: MeSchema, 401: ErrorBodySchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const user = (await getSession(request))?.user;
      // Every guest's page asks this: answered here rather than thrown, so the log does not fill
      // with warnings meant for refused requests.
      if (!user) return reply.status(401).send(body('UNAUTHENTICATED', 'Please log in first.'));
      return user;
    },
  );

  // The browser's sign-in check: a guest is an ordinary answer, not an error (a 401 is logged in
  // every guest's console). /api/me keeps its 401 for callers that need a session.
  r.get(
    '/api/session',
    { schema: { response: { 200: z.object({ user: MeSchema.nullable() }) } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { user: (await getSession(request))?.user ?? null };
    },
  );
};
