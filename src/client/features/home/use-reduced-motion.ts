import { useMediaQuery } from '#client/lib/use-media-query.ts';

/** True when the visitor asked for less motion; false on a server render. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
