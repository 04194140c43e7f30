import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchMe, SESSION_QUERY_KEY, useSession } from '#client/api/me.ts';
import { PATHS } from '#shared/paths.ts';
import { FORBIDDEN_FROM_ADMIN } from './after-login.ts';

/**
 * SPEC §2 Admin access guard: nothing shows while the sign-in state resolves; then the server is
 * asked afresh for the role (never a cached answer: a role taken away counts at once). An admin
 * sees the page; anyone else, signed out included, goes to /403 in place of this history entry.
 * The server refuses every admin request on its own: this only spares others an empty screen.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, isLoading } = useSession();
  const [isAdmin, setAdmin] = useState(false);
  const isSignedIn = user !== null;

  useEffect(() => {
    if (isLoading) return;
    const deny = () => navigate(PATHS.forbidden, { replace: true, state: FORBIDDEN_FROM_ADMIN });
    if (!isSignedIn) {
      deny();
      return;
    }
    const controller = new AbortController();
    fetchMe({ signal: controller.signal }).then(
      (fresh) => {
        if (controller.signal.aborted) return;
        queryClient.setQueryData(SESSION_QUERY_KEY, fresh);
        if (fresh?.role === 'admin') setAdmin(true);
        else deny();
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // SPEC §8: a failed admin check is logged and sends to /403.
        console.error('Admin check failed', error);
        deny();
      },
    );
    return () => controller.abort();
  }, [isLoading, isSignedIn, navigate, queryClient]);

  return isAdmin ? children : null;
}
