import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type Me, MeSchema } from '#shared/account.ts';
import { apiFetch } from '../lib/http.ts';
import { SESSION_QUERY_KEY } from './me.ts';

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

/** POST /api/auth/logout: the server deletes the session. */
export async function logOut(): Promise<void> {
  await apiFetch('/api/auth/logout', { method: 'POST' });
}

const isSessionQuery = (queryKey: readonly unknown[]) => queryKey[0] === SESSION_QUERY_KEY[0];

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

/**
 * Signing out: `leave` runs once the server has ended the session (or failed to: SPEC §8 only
 * logs that), then the visitor is a guest and nothing loaded for the user stays in the cache.
 * Removed queries refetch only when a mounted page reads them again, so the page being left does
 * not refetch its data as a guest.
 */
export function useLogOut() {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: logOut });
  return {
    isPending: mutation.isPending,
    async logOut(leave: () => void): Promise<void> {
      try {
        await mutation.mutateAsync();
      } catch (error) {
        console.error('Sign-out failed', error);
      }
      leave();
      await queryClient.cancelQueries();
      queryClient.removeQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  };
}
