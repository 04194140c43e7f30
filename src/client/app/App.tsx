import { type ComponentType, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { isToastWanted, subscribeToastWanted } from '#client/lib/toast.ts';
import { whenIdle } from '#client/lib/when-idle.ts';
import { deferredPart, loadDeferredParts } from './deferred.tsx';
import { Layout } from './layout/Layout.tsx';

// The toast container mounts with the page's first toast (lib/toast.ts, docs/decisions/219); until
// then a toast waits in react-toastify's queue. Its code loads once the page is idle, so that the
// first toast shows with the action that raised it (a Suspense reveal would come up to 300 ms late).
const LazyToasts = deferredPart('Toasts');

const hasNoToastOnTheServer = () => false;

/** The toasts' part once the page has raised a toast; null before. */
function useToasts(): ComponentType | null {
  const isWanted = useSyncExternalStore(subscribeToastWanted, isToastWanted, hasNoToastOnTheServer);
  const [loaded, setLoaded] = useState<{ Toasts: ComponentType } | null>(null);
  useEffect(
    () =>
      whenIdle(
        () =>
          void loadDeferredParts()
            .then(async (parts) => {
              await parts.loadToastContainer();
              setLoaded({ Toasts: parts.Toasts });
            })
            .catch(() => undefined),
        2000,
        200,
      ),
    [],
  );
  // Chosen once, when the first toast comes: a part of another type would mount a new container and
  // drop the toasts shown.
  const chosen = useRef<ComponentType | null>(null);
  if (isWanted && chosen.current === null) chosen.current = loaded?.Toasts ?? LazyToasts;
  return chosen.current;
}

/**
 * A message about the last page's action is stale on the next page. Without this, toasts waiting
 * in the queue (at most 2 show at once) followed the visitor and held back the one that matters
 * now, such as "Opening WhatsApp...". It also ends the login toast exactly when its page is left.
 */
function ClearToastsOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!isToastWanted()) return;
    void loadDeferredParts().then((parts) => parts.clearToasts());
  }, [pathname]);
  return null;
}

/**
 * One element for the whole life of the page: the toasts' code and the first toast re-render App, and a new
 * element would reach the server-rendered page while it still waits for its lazy chunk, which makes
 * React drop the server's HTML and render it again (no hydration error is logged for that).
 */
const LAYOUT = <Layout />;

/** The app inside its router and language: the browser's and the server's (entry-server.tsx). */
export function App() {
  const Toasts = useToasts();
  return (
    <>
      {LAYOUT}
      <ClearToastsOnNavigation />
      {Toasts ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
    </>
  );
}
