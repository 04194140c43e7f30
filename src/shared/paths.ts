import { fixedPaths, isPageAt, PAGE_ADDRESSES } from './page-addresses.ts';

/**
 * The address of every page at a fixed address (SPEC §2), from the page table's addresses
 * (page-addresses.ts). Links are built from here, never typed by hand.
 */
export const PATHS = fixedPaths();

/** A placed order's private tracking page: the secret token is the address. */
export const TRACK_PATH_PREFIX = PAGE_ADDRESSES.track.path.replace(/:token$/, '');
export function trackingPath(token: string): string {
  return `${TRACK_PATH_PREFIX}${encodeURIComponent(token)}`;
}
export function isTrackingPath(pathname: string): boolean {
  return isPageAt('track', pathname);
}

export function adminOrdersPrintPath(ids: readonly string[]): string {
  return `${PATHS.adminOrdersPrint}?${new URLSearchParams({ ids: ids.join(',') }).toString()}`;
}

export const APP_PATHS: readonly string[] = Object.values(PATHS);

export function isAppPath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_PATHS.includes(clean) || isTrackingPath(clean);
}

export function perfumesByBrandPath(brand: string): string {
  return `${PATHS.perfumes}?${new URLSearchParams({ brand }).toString()}`;
}

/** Navigation state the home page reads to scroll to a section (SPEC §2 Home). */
export const HOME_SECTIONS = { collections: 'collections' } as const;
export interface HomeNavigationState {
  scrollTo?: (typeof HOME_SECTIONS)[keyof typeof HOME_SECTIONS];
}
