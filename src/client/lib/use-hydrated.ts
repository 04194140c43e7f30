import { startTransition, useEffect, useState } from 'react';
import { HYDRATED_ATTRIBUTE } from '#shared/public-config.ts';

/** Every part of the server's page has hydrated (lib/hydration-mark.tsx): a part mounted now is new. */
function isPageHydrated(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
}

/**
 * False on the server and while the browser hydrates the server's HTML, true afterwards: parts that
 * depend on the browser (its storage, its clock) render their placeholder until then, so the first
 * client render matches the server's. The switch to true is a transition, which React renders in
 * slices between the browser's own work (docs/decisions/207); a part mounted after the whole page
 * has hydrated starts true.
 */
export function useHydrated(): boolean {
  const [isHydrated, setHydrated] = useState(isPageHydrated);
  useEffect(() => {
    if (!isHydrated) startTransition(() => setHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}
