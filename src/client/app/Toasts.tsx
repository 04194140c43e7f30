import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { useFrameMessages, useLanguage } from '#client/i18n/language-context.ts';
import { textDirection } from '#shared/i18n/languages.ts';

/** SPEC §9: toasts top-center, auto-close 1.5 s, at most 2 at once. */
const TOAST_AUTO_CLOSE_MS = 1500;
const TOAST_LIMIT = 2;

// react-toastify (about 10 kB) is its own chunk. Its code loads once the page is idle; the container
// mounts with the page's first toast (lib/toast.ts, App.tsx), which waits in react-toastify's queue
// and shows as soon as it mounts.
let loadedContainer: ComponentType<ToastContainerProps> | null = null;

/** Loads the container's code, so that the first toast shows at once (docs/decisions/219). */
export async function loadToastContainer(): Promise<void> {
  loadedContainer ??= (await import('react-toastify')).ToastContainer;
}

// A toast raised before the code came waits for this (React shows a suspended part late: a reveal
// waits for the next 300 ms step).
const LazyContainer = lazy(() =>
  loadToastContainer().then(() => ({ default: loadedContainer ?? (() => null) })),
);

/** The toasts' container, in the page's language and direction. */
export function Toasts() {
  const language = useLanguage();
  const texts = useFrameMessages().language;
  // Chosen once: a container of another type would mount afresh and drop the toasts shown.
  const [Container] = useState(() => loadedContainer ?? LazyContainer);
  return (
    <Suspense fallback={null}>
      <Container
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
