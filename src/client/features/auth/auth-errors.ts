import { apiErrorText } from '#client/lib/error-text.ts';
import { ApiError } from '#client/lib/http.ts';
import type { ErrorCode } from '#shared/errors.ts';
import type { Catalogue } from '#shared/i18n/catalogue.ts';
import type { Language } from '#shared/i18n/languages.ts';

const LOGIN_REASONS: Record<string, keyof Catalogue['auth']> = {
  USER_NOT_FOUND: 'userNotFound',
  WRONG_PASSWORD: 'wrongPassword',
  INVALID_EMAIL: 'invalidEmail',
};

/** SPEC §8: three known login failures, and one message for anything else. */
export function loginErrorMessage(error: unknown, m: Catalogue): string {
  const reason = error instanceof ApiError ? LOGIN_REASONS[error.code] : undefined;
  return reason ? m.auth[reason] : m.auth.loginFailed;
}

const SIGNUP_REASONS: Record<string, keyof Catalogue['auth']> = {
  EMAIL_TAKEN: 'emailTaken',
  INVALID_EMAIL: 'invalidEmail',
  PASSWORD_REQUIRED: 'passwordRequired',
  RATE_LIMITED: 'tooManyAttempts',
};

/** The server states its own password rule, numbers included: its message is the reason. */
const SERVER_WORDED: ReadonlySet<ErrorCode> = new Set(['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG']);

/** SPEC §8: "Signup failed: " and a reason the visitor can act on. */
export function signupErrorMessage(error: unknown, m: Catalogue, language: Language): string {
  let reason: string = m.common.genericError;
  if (error instanceof ApiError) {
    const known = SIGNUP_REASONS[error.code];
    reason = known
      ? m.auth[known]
      : SERVER_WORDED.has(error.code)
        ? apiErrorText(error, m, language)
        : reason;
  }
  return `${m.auth.signupFailedPrefix}${reason}`;
}
