import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { AttemptCounter } from '#server/plugins/attempt-counter.repository.ts';
import { body } from '#server/plugins/error-handler.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import { MeSchema } from '#shared/account.ts';
import { CredentialsSchema, logIn, signUp } from './account.service.ts';
import { authAttemptHooks } from './auth-limits.ts';
import { getSession } from './session.ts';
import { clearSessionCookie, deleteSession } from './session-token.ts';

const ErrorBodySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
const AccountResponse = z.object({ user: MeSchema });

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

  r.post(
    '/api/auth/sign-up',
    {
      preValidation: signUpAttempts.preValidation,
      onSend: signUpAttempts.onSend,
      onResponse: signUpAttempts.onResponse,
      schema: { body: CredentialsSchema, response: { 201: AccountResponse } },
    },
    async (request, reply) => {
      const user = await signUp(app, request, reply, request.body);
      reply.status(201);
      return { user };
    },
  );

  r.post(
    '/api/auth/login',
    {
      preValidation: loginAttempts.preValidation,
      onSend: loginAttempts.onSend,
      onResponse: loginAttempts.onResponse,
      schema: { body: CredentialsSchema, response: { 200: AccountResponse } },
    },
    async (request, reply) => ({ user: await logIn(app, request, reply, request.body) }),
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
