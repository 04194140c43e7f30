import { useMutation } from '@tanstack/react-query';
import type { Me } from '#shared/account.ts';
import { apiFetch } from '../lib/http.ts';
import { AccountSchema, type Credentials, useSignedIn } from './auth-login.ts';

/** POST /api/auth/sign-up: creates the account and signs it in. */
export async function signUp(credentials: Credentials): Promise<Me> {
  const { user } = await apiFetch('/api/auth/sign-up', {
    method: 'POST',
    body: credentials,
    schema: AccountSchema,
  });
  return user;
}

export function useSignUp() {
  const onSignedIn = useSignedIn();
  return useMutation({ mutationFn: signUp, onSuccess: onSignedIn });
}
