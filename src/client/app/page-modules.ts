import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { PAGE_IDS, PAGES, type PageId } from '#shared/pages.ts';

export interface PageModule {
  default: ComponentType;
}

/** The page the route table brings in its own chunk (docs/decisions/106); routes.tsx imports it. */
export const HOME_MODULE = 'HomePage';

// Every other page's module, each its own chunk, loaded when first visited: the page table names
// the module (docs/decisions/168), so a new page needs no line here.
const LAZY_MODULES = import.meta.glob<PageModule>(['./routes/*Page.tsx', '!./routes/HomePage.tsx']);

/** The files the build found in src/client/app/routes, for the table's check. */
export const LAZY_MODULE_FILES: readonly string[] = Object.keys(LAZY_MODULES);

export function moduleFile(id: PageId): string {
  return `./routes/${PAGES[id].module}.tsx`;
}

/** Loads a page's chunk; null for the home page, which is already here. */
export function pageLoader(id: PageId): (() => Promise<PageModule>) | null {
  if (PAGES[id].module === HOME_MODULE) return null;
  const load = LAZY_MODULES[moduleFile(id)];
  if (!load) throw new Error(`The page "${id}" names ${moduleFile(id)}, which does not exist`);
  return load;
}

/**
 * The page the router shows at `pathname`, matched the router's way (matchPath, over the table's
 * paths), so that what the server prefetches and the chunk the browser loads first are the
 * rendered page's. The not-found page's `*` is what nothing else matches.
 */
export function routerPage(pathname: string): PageId {
  return PAGE_IDS.find((id) => PAGES[id].path !== '*' && matchPath(PAGES[id].path, pathname)) ?? 'notFound';
}
