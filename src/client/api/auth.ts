import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '#client/lib/http.ts';
import { type Me, MeSchema } from '#shared/account.ts';
import { isSessionQuery, SESSION_QUERY_KEY } from './me.ts';

export interface Credentials {
  email: string;
  password: string;
}

const AccountSchema = z.object({ user: MeSchema });

/** POST /api/auth/login: opens a session (cookie) and answers the user. */
export async function logIn(credentials: Credentials): Promise<Me> {
  const { user } = await apiFetch('/api/auth/login', {
    method: 'POST',
    body: credentials,
    schema: AccountSchema,
  });
  return user;
}

/** POST /api/auth/sign-up: creates the account and signs it in. */
export async function signUp(credentials: Credentials): Promise<Me> {
  const { user } = await apiFetch('/api/auth/sign-up', {
    method: 'POST',
    body: credentials,
    schema: AccountSchema,
  });
  return user;
}

/** Signing in: the nav knows at once, and what was loaded as a guest is loaded again as the user. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (user: Me) => {
    queryClient.setQueryData(SESSION_QUERY_KEY, user);
    void queryClient.invalidateQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
  };
}

export function useLogIn() {
  const onSignedIn = useSignedIn();
  return useMutation({ mutationFn: logIn, onSuccess: onSignedIn });
}

export function useSignUp() {
  const onSignedIn = useSignedIn();
  return useMutation({ mutationFn: signUp, onSuccess: onSignedIn });
}
