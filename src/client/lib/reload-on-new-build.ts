/** When the tab last loaded itself again for a new build (sessionStorage: this tab only). */
const RELOADED_AT_KEY = 'reloadedForNewBuildAt';
/** A chunk still missing after a reload is not a new build: the tab does not load again. */
const ONCE_WITHIN_MS = 30_000;

/**
 * A tab opened before the shop was updated asks for page chunks the new build no longer has: the
 * import fails and the page would stop answering. The tab then loads the page again, which brings
 * the new build (Vite announces the failure as `vite:preloadError`). Once within 30 s: a chunk that
 * stays missing (a network that is down) must not put the tab in a loop of reloads, and without
 * storage the tab cannot know it already tried, so it does not (docs/decisions/108).
 */
export function reloadOnNewBuild(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const now = Date.now();
    try {
      const reloadedAt = Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
      if (now - reloadedAt < ONCE_WITHIN_MS) return;
      window.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
    } catch {
      return;
    }
    event.preventDefault();
    window.location.reload();
  });
}
