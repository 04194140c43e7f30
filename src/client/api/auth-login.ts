import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '#client/lib/http.ts';
import { type Me, MeSchema } from '#shared/account.ts';
import { isSessionQuery, SESSION_QUERY_KEY } from './me.ts';

export interface Credentials {
  email: string;
  password: string;
}

/** What login and sign-up answer. */
const AccountSchema = z.object({ user: MeSchema });

/** Sends the credentials to an account route that opens a session (cookie); answers the user. */
export async function postCredentials(path: string, credentials: Credentials): Promise<Me> {
  const { user } = await apiFetch(path, { method: 'POST', body: credentials, schema: AccountSchema });
  return user;
}

/** POST /api/auth/login: opens a session and answers the user. */
export function logIn(credentials: Credentials): Promise<Me> {
  return postCredentials('/api/auth/login', credentials);
}

/**
 * A mutation that signs the visitor in: the nav knows at once, and what was loaded as a guest is
 * loaded again as the user.
 */
export function useSignInMutation(mutationFn: (credentials: Credentials) => Promise<Me>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user: Me) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, user);
      void queryClient.invalidateQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
    },
  });
}

export function useLogIn() {
  return useSignInMutation(logIn);
}
