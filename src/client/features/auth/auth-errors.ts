import { ApiError } from '#client/lib/http.ts';
import { refusalText } from '#client/lib/record-text.ts';
import type { ErrorCode } from '#shared/errors.ts';
import type { Catalogue } from '#shared/i18n/catalogue.ts';
import type { Language } from '#shared/i18n/languages.ts';

const LOGIN_REASONS: ReadonlySet<ErrorCode> = new Set(['USER_NOT_FOUND', 'WRONG_PASSWORD', 'INVALID_EMAIL']);

/** SPEC §8: three known login failures, and one message for anything else. */
export function loginErrorMessage(error: unknown, m: Catalogue, language: Language = 'en'): string {
  return error instanceof ApiError && LOGIN_REASONS.has(error.code)
    ? refusalText(error, m, language)
    : m.auth.loginFailed;
}

/** The refusals a visitor can act on; the server states its password rule with its numbers. */
const SIGNUP_REASONS: ReadonlySet<ErrorCode> = new Set([
  'EMAIL_TAKEN',
  'INVALID_EMAIL',
  'PASSWORD_REQUIRED',
  'RATE_LIMITED',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
]);

/** SPEC §8: "Signup failed: " and a reason the visitor can act on. */
export function signupErrorMessage(error: unknown, m: Catalogue, language: Language): string {
  const reason =
    error instanceof ApiError && SIGNUP_REASONS.has(error.code)
      ? refusalText(error, m, language)
      : m.common.genericError;
  return `${m.auth.signupFailedPrefix}${reason}`;
}
