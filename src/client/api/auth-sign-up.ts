import type { Me } from '#shared/account.ts';
import { type Credentials, postCredentials, useSignInMutation } from './auth-login.ts';

/** POST /api/auth/sign-up: creates the account and signs it in. */
export function signUp(credentials: Credentials): Promise<Me> {
  return postCredentials('/api/auth/sign-up', credentials);
}

export function useSignUp() {
  return useSignInMutation(signUp);
}
