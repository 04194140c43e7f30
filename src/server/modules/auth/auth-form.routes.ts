import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { redactUrl } from '#server/log-redaction.ts';
import { AttemptCounter } from '#server/plugins/attempt-counter.repository.ts';
import { clientRefusal } from '#server/plugins/error-handler.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import type { Role } from '#shared/constants.ts';
import { LANGUAGES, localizedPath } from '#shared/i18n/languages.ts';
import { PATHS } from '#shared/paths.ts';
import type { EchoedForm, FormEcho } from '#shared/public-config.ts';
import { CredentialsSchema, logIn, signUp } from './account.service.ts';
import { type AttemptKind, authAttemptHooks } from './auth-limits.ts';

export interface AuthFormOptions {
  /** Sends the page at the request's address again, rendered with the refusal. */
  sendPage(request: FastifyRequest, reply: FastifyReply, status: number, echo: FormEcho): Promise<unknown>;
}

/** A browser's form posts at most this: an email, a password and their names. */
const FORM_BODY_LIMIT = 8192;

interface AccountForm {
  form: EchoedForm;
  path: string;
  attempts: AttemptKind;
  act: typeof logIn;
  /** SPEC §4: an admin lands on /admin after a login; everyone else, and every new account, on /. */
  next(role: Role): string;
}

const FORMS: readonly AccountForm[] = [
  {
    form: 'login',
    path: PATHS.login,
    attempts: 'login',
    act: logIn,
    next: (role) => (role === 'admin' ? PATHS.admin : PATHS.home),
  },
  { form: 'sign-up', path: PATHS.signup, attempts: 'sign-up', act: signUp, next: () => PATHS.home },
];

function typedEmail(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('email' in body)) return '';
  return typeof body.email === 'string' ? body.email.slice(0, 254) : '';
}

/**
 * `POST /login` and `POST /signup` (and their /ar and /fr twins): the pages' own forms when the
 * browser sends them itself, before or without the page's JavaScript (docs/decisions/158). They
 * sign in or up exactly as the JSON routes do (the same functions, limits and origin check), then
 * redirect with 303; a refusal renders the page again with its message and the same status.
 */
export const authFormRoutes: FastifyPluginAsync<AuthFormOptions> = async (app, { sendPage }) => {
  // Only in this plugin: the JSON routes keep taking JSON alone.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, text, done) => done(null, Object.fromEntries(new URLSearchParams(String(text)))),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  // The same counters as the JSON routes (rows in one table), so the two ways in share one limit.
  const counter = new AttemptCounter(app.db, app.database.kind);
  const perAddress = app.config.authAttemptsPerAddress;

  for (const account of FORMS) {
    const attempts = authAttemptHooks(counter, account.attempts, perAddress);
    for (const language of LANGUAGES) {
      r.post(
        localizedPath(language, account.path),
        {
          preValidation: attempts.preValidation,
          onSend: attempts.onSend,
          onResponse: attempts.onResponse,
          schema: { body: CredentialsSchema },
          async errorHandler(error, request, reply) {
            const refusal = clientRefusal(error);
            // Faults (a database away, a bug) are the app's error handler's to answer and log.
            if (!refusal) throw error;
            const level = refusal.status === 401 || refusal.status === 403 ? 'warn' : 'info';
            request.log[level]({ code: refusal.code, url: redactUrl(request.url) }, refusal.message);
            return sendPage(request, reply, refusal.status, {
              form: account.form,
              email: typedEmail(request.body),
              error: refusal,
            });
          },
        },
        async (request, reply) => {
          const user = await account.act(app, request, reply, request.body);
          return reply.redirect(localizedPath(language, account.next(user.role)), 303);
        },
      );
    }
  }
};
