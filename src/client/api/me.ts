import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '#shared/account.ts';
import { ROLES } from '#shared/constants.ts';
import { ApiError, apiFetch } from '../lib/http.ts';

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

/** GET /api/me: the signed-in user, or null for a guest. */
export async function fetchMe({ signal }: { signal?: AbortSignal } = {}): Promise<Me | null> {
  try {
    const me = await apiFetch<unknown>('/api/me', signal ? { signal } : {});
    if (!isMe(me)) throw new ApiError(200, 'HTTP_ERROR', 'The session answer has an unexpected shape.');
    return me;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
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

/** The sign-in state, following the server: re-checked when the window regains focus. */
export function useSession(): SessionState {
  const query = useQuery(sessionQueryOptions);
  // After every retry failed, the visitor is treated as signed out.
  return { user: query.data ?? null, isLoading: query.isPending && !query.isError };
}
