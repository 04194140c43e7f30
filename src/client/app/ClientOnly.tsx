import type { ReactNode } from 'react';
import { useHydrated } from '#client/lib/use-hydrated.ts';

/**
 * A page that depends on the browser (its storage or the session): the server paints the frame
 * around it and the browser renders the page itself once hydrated (docs/decisions/100).
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
