/**
 * Runs `run` once the browser is idle (at the latest after `timeoutMs`); where there is no
 * `requestIdleCallback` (Safari), after `fallbackMs`. Returns the cancel.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, fallbackMs);
  return () => clearTimeout(timer);
}
