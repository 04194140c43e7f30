import type { ErrorCode } from '#shared/errors.ts';
import { MESSAGES } from '#shared/messages.ts';
import { ERROR_MESSAGES } from '#shared/messages-errors.ts';
import { ApiError } from '../../lib/http.ts';

const LOGIN_CODES: ReadonlySet<ErrorCode> = new Set(['USER_NOT_FOUND', 'WRONG_PASSWORD', 'INVALID_EMAIL']);

/** SPEC §8: three known login failures, and one message for anything else. */
export function loginErrorMessage(error: unknown): string {
  return error instanceof ApiError && LOGIN_CODES.has(error.code)
    ? ERROR_MESSAGES[error.code]
    : MESSAGES.auth.loginFailed;
}

const SIGNUP_CODES: ReadonlySet<ErrorCode> = new Set([
  'EMAIL_TAKEN',
  'INVALID_EMAIL',
  'PASSWORD_REQUIRED',
  'RATE_LIMITED',
]);

/** The server states its own password rule, numbers included: its message is the reason. */
const SERVER_WORDED: ReadonlySet<ErrorCode> = new Set(['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG']);

/** SPEC §8: "Signup failed: " and a reason the visitor can act on. */
export function signupErrorMessage(error: unknown): string {
  let reason: string = MESSAGES.common.genericError;
  if (error instanceof ApiError) {
    if (SIGNUP_CODES.has(error.code)) reason = ERROR_MESSAGES[error.code];
    else if (SERVER_WORDED.has(error.code)) reason = error.message;
  }
  return `${MESSAGES.auth.signupFailedPrefix}${reason}`;
}
