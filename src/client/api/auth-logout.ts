import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { isSessionQuery, SESSION_QUERY_KEY } from './me.ts';

/** POST /api/auth/logout: the server deletes the session. */
export async function logOut(): Promise<void> {
  await apiFetch('/api/auth/logout', { method: 'POST' });
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
