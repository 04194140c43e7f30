import { toast as raise } from 'react-toastify';
import { wantToasts } from './toast-wanted.ts';

/**
 * The shop's toasts (SPEC §9). The container (app/Toasts.tsx) mounts when the first toast is raised,
 * not with every page: mounting it adds react-toastify's stylesheet to the page, which restyles
 * every element, and most visits never see a toast. A toast raised before the container is there
 * waits in react-toastify's queue and shows once it mounts.
 */
type Raise = typeof raise;

function raising<Args extends unknown[], Result>(show: (...args: Args) => Result) {
  return (...args: Args): Result => {
    wantToasts();
    return show(...args);
  };
}

/** react-toastify's `toast`, which also asks for the container the first time a toast is raised. */
export const toast: Raise = Object.assign(raising<Parameters<Raise>, ReturnType<Raise>>(raise), raise, {
  error: raising(raise.error),
  success: raising(raise.success),
  info: raising(raise.info),
  warning: raising(raise.warning),
  warn: raising(raise.warn),
  loading: raising(raise.loading),
  dark: raising(raise.dark),
  promise: raising(raise.promise) as Raise['promise'],
});
