import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { HYDRATED_ATTRIBUTE } from '#shared/public-config.ts';
import { useHydrated } from './use-hydrated.ts';

/**
 * The page is ready once its first render has committed AND every part that hydrates on its own
 * (a Suspense boundary around a chunk that loads after the page's) has hydrated: until then a click
 * on that part has no handler. Then `<html data-hydrated="true">` (docs/decisions/100); it is set
 * once and stays through later navigations.
 */
interface Part {
  isDone: boolean;
}
const parts = new Set<Part>();
let isPageCommitted = false;

function markIfReady(): void {
  if (!isPageCommitted || [...parts].some((part) => !part.isDone)) return;
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
}

/**
 * Called from the layout: the page's own tree has committed, and so has the render that follows
 * hydration (where `useHydrated()` turns true, in the same transition for every part that hydrated).
 */
export function useMarkPageHydrated(): void {
  const isHydrated = useHydrated();
  useEffect(() => {
    if (!isHydrated) return;
    isPageCommitted = true;
    markIfReady();
  }, [isHydrated]);
}

function PartDone({ part }: { part: Part }) {
  const isHydrated = useHydrated();
  useEffect(() => {
    if (!isHydrated) return;
    part.isDone = true;
    markIfReady();
  }, [part, isHydrated]);
  return null;
}

/**
 * A Suspense boundary the ready mark waits for. Its effect runs with the page's, after the part's
 * own effect when both hydrate in the same pass, so a part is registered before the page is checked.
 */
export function TrackedSuspense({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const part = useRef<Part>({ isDone: false }).current;
  useEffect(() => {
    parts.add(part);
    markIfReady();
    return () => {
      parts.delete(part);
      markIfReady();
    };
  }, [part]);
  return (
    <Suspense fallback={fallback}>
      {children}
      <PartDone part={part} />
    </Suspense>
  );
}
