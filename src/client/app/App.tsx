import { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useLanguage } from '#client/i18n/language-context.ts';
import { LANGUAGE_TEXTS } from '#shared/i18n/extra-messages.ts';
import { textDirection } from '#shared/i18n/languages.ts';
import { AppRoutes } from './AppRoutes.tsx';

/** One per browser tab, and one per page the server renders. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true },
    },
  });
}

/** SPEC §9: toasts top-center, auto-close 1.5 s, at most 2 at once. */
const TOAST_AUTO_CLOSE_MS = 1500;
const TOAST_LIMIT = 2;

// The toast container stays off the first load of / (about 10 kB): it loads once the page is idle.
// A toast raised before then waits in react-toastify's queue and shows when the container mounts.
const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

function useIdle(): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return isIdle;
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
    void import('react-toastify').then(({ toast }) => {
      toast.dismiss();
      toast.clearWaitingQueue();
    });
  }, [pathname]);
  return null;
}

/**
 * One element for the whole life of the page: the toasts' idle state re-renders App, and a new
 * element would reach the server-rendered page while it still waits for its lazy chunk, which makes
 * React drop the server's HTML and render it again (no hydration error is logged for that).
 */
const ROUTES = <AppRoutes />;

/** The app inside its router and query client: the browser's and the server's (entry-server.tsx). */
export function App() {
  const isIdle = useIdle();
  const language = useLanguage();
  const isRtl = textDirection(language) === 'rtl';
  return (
    <>
      {ROUTES}
      <ClearToastsOnNavigation />
      {isIdle ? (
        <Suspense fallback={null}>
          <ToastContainer
            position="top-center"
            autoClose={TOAST_AUTO_CLOSE_MS}
            limit={TOAST_LIMIT}
            theme="dark"
            rtl={isRtl}
            aria-label={LANGUAGE_TEXTS[language].notifications}
          />
        </Suspense>
      ) : null}
    </>
  );
}
