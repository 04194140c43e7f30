import { storedMarkCookie } from '#shared/stored-mark.ts';

/**
 * Tells the server whether this browser keeps something of the visitor's (docs/decisions/226): the
 * mark is set while the local or session storage holds anything, and removed when both are empty,
 * so a guest's next catalogue page starts its scripts at once exactly when there is something of
 * theirs to show. Called after each write of the visitor's things, and once the shop's scripts run
 * (a browser that kept things from before the mark existed, or whose cookies were cleared).
 */
export function syncStoredMark(): void {
  try {
    const isStored = window.localStorage.length > 0 || window.sessionStorage.length > 0;
    // biome-ignore lint/suspicious/noDocumentCookie: one flag, written when the shop is idle or the visitor saves something; the Cookie Store API is not in every browser the shop serves.
    document.cookie = storedMarkCookie(isStored, window.location.protocol === 'https:');
  } catch {
    // Storage or cookies refused: the pages wait for the visitor's act, as on a first visit.
  }
}
