import { useCallback, useSyncExternalStore } from 'react';

/**
 * One MediaQueryList per query for the page's life. React reads a store's value on every render
 * (and again to check it did not change meanwhile): a new `matchMedia` each time made the browser
 * evaluate the query afresh, on every frame of the home page's typed tagline.
 */
const lists = new Map<string, MediaQueryList>();
function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a CSS media query matches, following changes. Rendered on a server it reads as not
 * matching (the phone layout), which the browser corrects on its first render.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query).matches,
    () => false,
  );
}
