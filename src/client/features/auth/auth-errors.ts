import { MESSAGES } from '#shared/messages.ts';
import { ApiError } from '../../lib/http.ts';

const LOGIN_MESSAGES: Record<string, string> = {
  USER_NOT_FOUND: MESSAGES.auth.userNotFound,
  WRONG_PASSWORD: MESSAGES.auth.wrongPassword,
  INVALID_EMAIL: MESSAGES.auth.invalidEmail,
};

/** SPEC §8: three known login failures, and one message for anything else. */
export function loginErrorMessage(error: unknown): string {
  return (error instanceof ApiError && LOGIN_MESSAGES[error.code]) || MESSAGES.auth.loginFailed;
}

const SIGNUP_REASONS: Record<string, string> = {
  EMAIL_TAKEN: MESSAGES.auth.emailTaken,
  INVALID_EMAIL: MESSAGES.auth.invalidEmail,
  PASSWORD_REQUIRED: MESSAGES.auth.passwordRequired,
  RATE_LIMITED: MESSAGES.auth.tooManyAttempts,
};

/** The server states its own password rule, numbers included: its message is the reason. */
const SERVER_WORDED = new Set(['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG']);

/** SPEC §8: "Signup failed: " and a reason the visitor can act on. */
export function signupErrorMessage(error: unknown): string {
  let reason: string = MESSAGES.common.genericError;
  if (error instanceof ApiError) {
    reason = SIGNUP_REASONS[error.code] ?? (SERVER_WORDED.has(error.code) ? error.message : reason);
  }
  return `${MESSAGES.auth.signupFailedPrefix}${reason}`;
}
