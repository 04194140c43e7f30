/** Every route of the shop (SPEC §2). Links are built from here, never typed by hand. */
export const PATHS = {
  home: '/',
  about: '/about',
  location: '/location',
  contact: '/contact',
  perfumes: '/perfumes',
  explore: '/explore-perfumes',
  cart: '/cart',
  checkout: '/checkout',
  login: '/login',
  signup: '/signup',
  admin: '/admin',
  adminSettings: '/admin/settings',
  adminTeam: '/admin/team',
  adminActivity: '/admin/activity',
  forbidden: '/403',
  yourOrders: '/orders',
  accountOrders: '/account/orders',
  adminOrders: '/admin/orders',
  adminOrdersPrint: '/admin/orders/print',
} as const;

/** A placed order's private tracking page: the secret token is the address. */
export const TRACK_PATH_PREFIX = '/track/';
export function trackingPath(token: string): string {
  return `${TRACK_PATH_PREFIX}${encodeURIComponent(token)}`;
}
const TRACKING_PATH = /^\/track\/[A-Za-z0-9_-]{43}$/;
export function isTrackingPath(pathname: string): boolean {
  return TRACKING_PATH.test(pathname);
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
