import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '#server/http-error.ts';
import type { Me } from '#shared/account.ts';
import { emailPrefix } from '#shared/format.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.ts';
import { issueDeviceCookie } from './device-cookie.ts';
import { issueSessionCookie } from './session-token.ts';
import { findUserByEmail } from './user.repository.ts';

// Loose on purpose: logIn and signUp give each mistake its own code and message (SPEC §8).
// Unknown fields such as `role` are dropped here and never reach better-auth.
export const CredentialsSchema = z.object({
  email: z.string().max(254),
  password: z.string().max(1024),
});
export type Credentials = z.infer<typeof CredentialsSchema>;

function normaliseEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  if (!z.email().safeParse(email).success) {
    throw new HttpError(400, 'INVALID_EMAIL');
  }
  return email;
}

/** The email as accounts store it (refused when it is no email), and the password as typed. */
function readCredentials(credentials: Credentials): Credentials {
  return { email: normaliseEmail(credentials.email), password: credentials.password };
}

/** Both ways in end alike: the session cookie, then the cookie that knows this device's email. */
async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; role: Me['role']; email: string },
): Promise<void> {
  await issueSessionCookie(request, reply, session.token, session.role);
  issueDeviceCookie(request, reply, session.email);
}

function betterAuthCode(error: unknown): string | undefined {
  if (!(error instanceof APIError)) return undefined;
  const body = error.body as { code?: unknown } | undefined;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/**
 * A new account, signed in: its session and device cookies are on the reply. The JSON route and
 * the page's form without JavaScript both come here, so they refuse alike (docs/decisions/158).
 */
export async function signUp(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: Credentials,
): Promise<Me> {
  const { email, password } = readCredentials(credentials);
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new HttpError(
      400,
      'PASSWORD_TOO_SHORT',
      catalogueFor('en').fn.refusals.passwordTooShort(PASSWORD_MIN_LENGTH),
      undefined,
      { min: PASSWORD_MIN_LENGTH },
    );
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new HttpError(
      400,
      'PASSWORD_TOO_LONG',
      catalogueFor('en').fn.refusals.passwordTooLong(PASSWORD_MAX_LENGTH),
      undefined,
      { max: PASSWORD_MAX_LENGTH },
    );
  }
  try {
    // Every password hash waits its turn in the queue (docs/decisions/050).
    const response = await app.hashQueue.run(() =>
      app.auth.api.signUpEmail({
        body: { email, password, name: emailPrefix(email) },
        headers: fromNodeHeaders(request.headers),
      }),
    );
    if (!response.token) throw new Error('sign-up made no session');
    await startSession(request, reply, { token: response.token, role: 'user', email });
    return { id: response.user.id, email: response.user.email, role: 'user' };
  } catch (error) {
    const code = betterAuthCode(error);
    if (code?.startsWith('USER_ALREADY_EXISTS')) {
      throw new HttpError(409, 'EMAIL_TAKEN');
    }
    throw error;
  }
}

/** The account behind these credentials, signed in: its session and device cookies are on the reply. */
export async function logIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: Credentials,
): Promise<Me> {
  const { email, password } = readCredentials(credentials);
  if (password === '') throw new HttpError(400, 'PASSWORD_REQUIRED');
  const user = await findUserByEmail(app.db, email);
  if (!user) throw new HttpError(401, 'USER_NOT_FOUND');
  // No account can have a longer one: answer without hashing it.
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new HttpError(401, 'WRONG_PASSWORD');
  }
  try {
    const response = await app.hashQueue.run(() =>
      app.auth.api.signInEmail({ body: { email, password }, headers: fromNodeHeaders(request.headers) }),
    );
    await startSession(request, reply, { token: response.token, role: user.role, email });
    return user;
  } catch (error) {
    if (betterAuthCode(error) === 'INVALID_EMAIL_OR_PASSWORD') {
      throw new HttpError(401, 'WRONG_PASSWORD');
    }
    throw error;
  }
}
