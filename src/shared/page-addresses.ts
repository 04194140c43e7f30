/**
 * Where each page of the shop lives (SPEC §2): the addresses of the page table (pages.ts), kept
 * apart from the rest of it. Every page's first script needs the addresses (links, PATHS) and
 * nothing else of the table, so only this part ships with it (docs/decisions/212).
 */

export interface PageAddress {
  /**
   * The spec's address, which is the English one; Arabic and French put /ar or /fr before it
   * (docs/decisions/120). `:name` stands for one segment, `*` for every address no page has.
   */
  path: string;
  /** What a `:name` segment must look like; any non-empty segment when absent. */
  params?: Readonly<Record<string, RegExp>>;
}

/** A placed order's secret tracking token: 32 random bytes, base64url. */
const TRACKING_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const ADDRESSES = {
  home: { path: '/' },
  about: { path: '/about' },
  location: { path: '/location' },
  contact: { path: '/contact' },
  perfumes: { path: '/perfumes' },
  product: { path: '/perfumes/:segment' },
  explore: { path: '/explore-perfumes' },
  cart: { path: '/cart' },
  checkout: { path: '/checkout' },
  login: { path: '/login' },
  signup: { path: '/signup' },
  admin: { path: '/admin' },
  adminSettings: { path: '/admin/settings' },
  adminBrands: { path: '/admin/brands' },
  adminTeam: { path: '/admin/team' },
  adminActivity: { path: '/admin/activity' },
  adminDiscountCodes: { path: '/admin/discount-codes' },
  forbidden: { path: '/403' },
  yourOrders: { path: '/orders' },
  accountOrders: { path: '/account/orders' },
  track: { path: '/track/:token', params: { token: TRACKING_TOKEN } },
  adminOrders: { path: '/admin/orders' },
  adminOrdersPrint: { path: '/admin/orders/print' },
  // Last: every address no other page has.
  notFound: { path: '*' },
} as const satisfies Record<string, PageAddress>;

export type PageId = keyof typeof ADDRESSES;

export const PAGE_ADDRESSES: Readonly<Record<PageId, PageAddress>> = ADDRESSES;

/** Every page, in the table's order (the not-found page last). */
export const PAGE_IDS = Object.keys(ADDRESSES) as PageId[];

type Addresses = typeof ADDRESSES;
/** The pages at one fixed address: the ones PATHS names and links go to. */
export type FixedPageId = {
  [Id in PageId]: Addresses[Id]['path'] extends `${string}:${string}` | '*' ? never : Id;
}[PageId];

export const FIXED_PAGE_IDS = PAGE_IDS.filter(
  (id): id is FixedPageId => !/[:*]/.test(PAGE_ADDRESSES[id].path),
);

/** The address of each fixed page, keyed by page: what PATHS is. */
export function fixedPaths(): { readonly [Id in FixedPageId]: Addresses[Id]['path'] } {
  return Object.fromEntries(FIXED_PAGE_IDS.map((id) => [id, ADDRESSES[id].path])) as {
    [Id in FixedPageId]: Addresses[Id]['path'];
  };
}

/** Whether a spec path (no language prefix, no trailing slash) is an address of the page. */
export function isPageAt(id: PageId, path: string): boolean {
  const page = PAGE_ADDRESSES[id];
  if (page.path === '*') return true;
  const pattern = page.path.split('/');
  const segments = path.split('/');
  if (pattern.length !== segments.length) return false;
  return pattern.every((part, index) => {
    const segment = segments[index] ?? '';
    if (!part.startsWith(':')) return part === segment;
    return segment !== '' && (page.params?.[part.slice(1)]?.test(segment) ?? true);
  });
}

/** The page at a spec path (the router's, without /ar or /fr); a trailing slash is the same page. */
export function pageAt(pathname: string): PageId {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_IDS.find((id) => isPageAt(id, path)) ?? 'notFound';
}
