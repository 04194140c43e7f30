/**
 * Whether the page has raised a toast yet (docs/decisions/219): the container mounts then. Apart
 * from toast.ts, which brings react-toastify: the app's frame reads this on the first load.
 */
let isWanted = false;
const listeners = new Set<() => void>();

/** Notes that a toast was raised; the first time, the container is asked for. */
export function wantToasts(): void {
  if (isWanted) return;
  isWanted = true;
  for (const listener of listeners) listener();
}

export function isToastWanted(): boolean {
  return isWanted;
}

export function subscribeToastWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
