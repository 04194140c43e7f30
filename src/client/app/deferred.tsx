import { type ComponentType, lazy, type ReactNode } from 'react';
import { TrackedSuspense } from '#client/lib/hydration-mark.tsx';

type Parts = typeof import('./deferred-parts.tsx');
// biome-ignore lint/suspicious/noExplicitAny: the props of each part are its own; lazy() keeps them.
type PartName = { [Name in keyof Parts]: Parts[Name] extends ComponentType<any> ? Name : never }[keyof Parts];

/**
 * Loads the chunk of what comes after the frame (deferred-parts.tsx): main.tsx starts it before the
 * first render, and every part below waits for the same import.
 */
export function loadDeferredParts(): Promise<Parts> {
  return import('./deferred-parts.tsx');
}

/** A component of deferred-parts.tsx, loaded with that chunk. */
export function deferredPart<Name extends PartName>(name: Name) {
  return lazy(() => loadDeferredParts().then((parts) => ({ default: parts[name] })));
}

// TanStack Query and the whole catalogue stay off the first load of every page (docs/decisions/106).
const DeferredProviders = deferredPart('DeferredProviders');

/**
 * A part that reads data or the whole catalogue (the page's content, the header's account links,
 * the footer). The server renders it in full; the browser keeps the server's HTML and hydrates the
 * part when its code has arrived, so the frame around it answers clicks before then. Place it as an
 * element made once (a module constant): a new element reaching a part still waiting to hydrate
 * makes React drop the server's HTML for the fallback.
 */
export function Deferred({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return (
    <TrackedSuspense fallback={fallback}>
      <DeferredProviders>{children}</DeferredProviders>
    </TrackedSuspense>
  );
}
