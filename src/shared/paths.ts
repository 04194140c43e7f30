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
} as const;

export type AppPath = (typeof PATHS)[keyof typeof PATHS];

export const APP_PATHS: readonly string[] = Object.values(PATHS);

export function isAppPath(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return APP_PATHS.includes(clean);
}

export function perfumesByBrandPath(brand: string): string {
  return `${PATHS.perfumes}?${new URLSearchParams({ brand }).toString()}`;
}

/** Navigation state the home page reads to scroll to a section (SPEC §2 Home). */
export const HOME_SECTIONS = { collections: 'collections' } as const;
export interface HomeNavigationState {
  scrollTo?: (typeof HOME_SECTIONS)[keyof typeof HOME_SECTIONS];
}
