import { type ComponentType, useSyncExternalStore } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { useFrameMessages, useLanguage } from '#client/i18n/language-context.ts';
import { isToastWanted, subscribeToastWanted } from '#client/lib/toast-wanted.ts';
import { textDirection } from '#shared/i18n/languages.ts';

/** SPEC §9: toasts top-center, auto-close 1.5 s, at most 2 at once. */
const TOAST_AUTO_CLOSE_MS = 1500;
const TOAST_LIMIT = 2;

// react-toastify (about 10 kB) is its own chunk. Its code loads once the page is idle (App.tsx); the
// container mounts with the page's first toast (lib/toast.ts), which waits in react-toastify's queue
// and shows as soon as it mounts.
let loadedContainer: ComponentType<ToastContainerProps> | null = null;

/** Loads the container's code, so that the first toast shows with its action (docs/decisions/219). */
export async function loadToastContainer(): Promise<void> {
  loadedContainer ??= (await import('react-toastify')).ToastContainer;
}

const hasNoToastOnTheServer = () => false;

/**
 * The toasts' container, in the page's language and direction, once the page has raised a toast.
 * App mounts this part once loadToastContainer has resolved.
 */
export function Toasts() {
  const language = useLanguage();
  const texts = useFrameMessages().language;
  const isWanted = useSyncExternalStore(subscribeToastWanted, isToastWanted, hasNoToastOnTheServer);
  const Container = loadedContainer;
  if (!isWanted || !Container) return null;
  return (
    <Container
      position="top-center"
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={TOAST_LIMIT}
      theme="dark"
      rtl={textDirection(language) === 'rtl'}
      aria-label={texts.notifications}
    />
  );
}

/** Shown toasts and waiting ones are about the last page: cleared on a route change (App.tsx). */
export async function clearToasts(): Promise<void> {
  if (!isToastWanted()) return;
  const { toast } = await import('react-toastify');
  toast.dismiss();
  toast.clearWaitingQueue();
}
