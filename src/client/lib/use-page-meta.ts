import { useEffect } from 'react';
import { metaForPath, NOT_FOUND_META } from '#shared/seo.ts';

/** Keeps the title and description right while navigating (the server wrote them for the first page). */
export function usePageMeta(pathname: string, isNotFound = false): void {
  useEffect(() => {
    const meta = isNotFound ? NOT_FOUND_META : metaForPath(pathname);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', meta.description);
  }, [pathname, isNotFound]);
}
