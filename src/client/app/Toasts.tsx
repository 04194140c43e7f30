import { lazy, Suspense } from 'react';
import { useFrameMessages, useLanguage } from '#client/i18n/language-context.ts';
import { textDirection } from '#shared/i18n/languages.ts';

/** SPEC §9: toasts top-center, auto-close 1.5 s, at most 2 at once. */
const TOAST_AUTO_CLOSE_MS = 1500;
const TOAST_LIMIT = 2;

// react-toastify (about 10 kB) is its own chunk: the container mounts once the page is idle (App.tsx).
// A toast raised before then waits in react-toastify's queue and shows when the container mounts.
const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

/** The toasts' container, in the page's language and direction. */
export function Toasts() {
  const language = useLanguage();
  const texts = useFrameMessages().language;
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-center"
        autoClose={TOAST_AUTO_CLOSE_MS}
        limit={TOAST_LIMIT}
        theme="dark"
        rtl={textDirection(language) === 'rtl'}
        aria-label={texts.notifications}
      />
    </Suspense>
  );
}

/** Shown toasts and waiting ones are about the last page: cleared on a route change (App.tsx). */
export async function clearToasts(): Promise<void> {
  const { toast } = await import('react-toastify');
  toast.dismiss();
  toast.clearWaitingQueue();
}
