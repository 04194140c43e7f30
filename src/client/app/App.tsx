import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { whenIdle } from '#client/lib/when-idle.ts';
import { loadDeferredParts } from './deferred.tsx';
import { Layout } from './layout/Layout.tsx';

// The toasts' code loads once the page is idle; the container mounts with the page's first toast
// (Toasts.tsx, docs/decisions/219). A toast raised before then waits in react-toastify's queue.
function useToasts(): ComponentType | null {
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      whenIdle(
        () =>
          void loadDeferredParts()
            .then(async (parts) => {
              await parts.loadToastContainer();
              setToasts(() => parts.Toasts);
            })
            .catch(() => undefined),
        2000,
        200,
      ),
    [],
  );
  return Toasts;
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
    void loadDeferredParts().then((parts) => parts.clearToasts());
  }, [pathname]);
  return null;
}

/**
 * One element for the whole life of the page: the toasts re-render App, and a new
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
      {Toasts ? <Toasts /> : null}
    </>
  );
}
