import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '#client/lib/http.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import type { Me } from '#shared/account.ts';
import { ROLES } from '#shared/constants.ts';

export const SESSION_QUERY_KEY = ['session'] as const;

export const isSessionQuery = (queryKey: readonly unknown[]) => queryKey[0] === SESSION_QUERY_KEY[0];

// A guard rather than MeSchema: every page checks the session first, and zod would otherwise
// join the first load of the home page.
function isMe(value: unknown): value is Me {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' && typeof v.email === 'string' && (ROLES as readonly unknown[]).includes(v.role)
  );
}

/** GET /api/session: the signed-in user, or null for a guest (an ordinary answer, not a 401). */
export async function fetchMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me | null> {
  const answer = await apiFetch<unknown>('/api/session', signal ? { signal } : {});
  const user =
    typeof answer === 'object' && answer !== null ? (answer as { user?: unknown }).user : undefined;
  if (user === null) return null;
  if (!isMe(user)) throw new ApiError(200, 'HTTP_ERROR', 'The session answer has an unexpected shape.');
  return user;
}

/** SPEC §9 / DESIGN §6.8: a failed check is retried with 200 ms x 2^attempt before giving up. */
const SESSION_RETRIES = 4;
export const sessionRetryDelay = (attempt: number) => 200 * 2 ** attempt;

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: fetchMe,
  staleTime: 60_000,
  // Coming back to the tab re-checks even a fresh answer: the session may have ended elsewhere.
  refetchOnWindowFocus: 'always',
  retry: SESSION_RETRIES,
  retryDelay: sessionRetryDelay,
});

export interface SessionState {
  user: Me | null;
  /** True until the first answer (or the last retry) arrives. */
  isLoading: boolean;
}

/**
 * The sign-in state, following the server: re-checked when the window regains focus. The server
 * renders it as not yet known, and so does every part while it hydrates: the parts after the frame
 * hydrate one by one (docs/decisions/106), and the answer one of them asked for may already be in
 * the cache when the next one hydrates.
 */
export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  const isHydrated = useHydrated();
  if (!isHydrated) return { user: null, isLoading: true };
  // After every retry failed, the visitor is treated as signed out.
  return { user: query.data ?? null, isLoading: query.isPending && !query.isError };
}
