import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type Me, MeSchema } from '#shared/account.ts';
import { apiFetch } from '../lib/http.ts';
import { isSessionQuery, SESSION_QUERY_KEY } from './me.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** What login and sign-up answer. */
export const AccountSchema = z.object({ user: MeSchema });

/** POST /api/auth/login: opens a session (cookie) and answers the user. */
export async function logIn(credentials: Credentials): Promise<Me> {
  const { user } = await apiFetch('/api/auth/login', {
    method: 'POST',
    body: credentials,
    schema: AccountSchema,
  });
  return user;
}

/** Signing in: the nav knows at once, and what was loaded as a guest is loaded again as the user. */
export function useSignedIn() {
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
