/**
 * Every page of the shop, once (docs/decisions/168): where it lives, the module that draws it, the
 * data it shows first, whether the server writes it, how its head reads and whether the sitemap
 * lists it. The router, the server's rendering and prefetching, the head and the sitemap all read
 * this table; PATHS (paths.ts) is its addresses. Adding a page is one entry here (README "Adding a
 * page"): its texts then follow in each catalogue's SEO section, which the type checker asks for.
 */
import { LANGUAGES, type Language, localizedPath } from './i18n/languages.ts';

/**
 * What a page shows on its first render: the server fetches it before rendering the page. Each is
 * sized to what the page shows, never the whole catalogue (docs/decisions/193): a page of the
 * collection as the address asks, a page of the brand directory (the home page's strip: its first),
 * one perfume and its brand's few.
 */
export type PageQuery = 'newestProducts' | 'brandStrip' | 'cataloguePage' | 'brandDirectory' | 'product';

/**
 * Where the page's title and description come from: its own texts in the catalogue's SEO section
 * (`seo.routes[id]`), the tracking or not-found texts, or the perfume the page shows (product-seo.ts).
 */
export type PageHead = 'own' | 'tracking' | 'notFound' | 'product';

export interface PageEntry {
  /**
   * The spec's address, which is the English one; Arabic and French put /ar or /fr before it
   * (docs/decisions/120). `:name` stands for one segment, `*` for every address no page has.
   */
  path: string;
  /** What a `:name` segment must look like; any non-empty segment when absent. */
  params?: Readonly<Record<string, RegExp>>;
  /** The page's module in src/client/app/routes, its own chunk (the home page's comes with the routes). */
  module: string;
  prefetch: readonly PageQuery[];
  /**
   * The server writes the page's content. Otherwise the page reads the browser (its storage, its
   * session): the server writes the frame around it and the browser the page (docs/decisions/100).
   */
  isServerRendered: boolean;
  /** Shown to the shop's team only: the browser checks the sign-in before it draws the page. */
  isTeamOnly: boolean;
  head: PageHead;
  /** Search engines may index it (docs/decisions/079): private and empty pages say noindex. */
  isIndexable: boolean;
  /** Listed in sitemap.xml as it is (product pages and brand views are listed from the catalogue). */
  isInSitemap: boolean;
}

const PUBLIC = { isServerRendered: true, isTeamOnly: false, isIndexable: true, isInSitemap: true } as const;
/** Nothing to find (sign-in, refusals): written by the server, never indexed. */
const UTILITY = {
  isServerRendered: true,
  isTeamOnly: false,
  isIndexable: false,
  isInSitemap: false,
} as const;
/** A visitor's own pages (cart, orders): drawn by the browser from its storage or session. */
const PRIVATE = {
  isServerRendered: false,
  isTeamOnly: false,
  isIndexable: false,
  isInSitemap: false,
} as const;
/** The shop's team: drawn by the browser behind the sign-in check. */
const TEAM = { isServerRendered: false, isTeamOnly: true, isIndexable: false, isInSitemap: false } as const;

/** A placed order's secret tracking token: 32 random bytes, base64url. */
const TRACKING_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const TABLE = {
  home: { path: '/', module: 'HomePage', prefetch: ['newestProducts', 'brandStrip'], head: 'own', ...PUBLIC },
  about: { path: '/about', module: 'AboutPage', prefetch: [], head: 'own', ...PUBLIC },
  location: { path: '/location', module: 'LocationPage', prefetch: [], head: 'own', ...PUBLIC },
  contact: { path: '/contact', module: 'ContactPage', prefetch: [], head: 'own', ...PUBLIC },
  perfumes: {
    path: '/perfumes',
    module: 'PerfumesPage',
    prefetch: ['cataloguePage'],
    head: 'own',
    ...PUBLIC,
  },
  product: {
    path: '/perfumes/:segment',
    module: 'ProductPage',
    prefetch: ['product'],
    head: 'product',
    ...PUBLIC,
    isInSitemap: false,
  },
  explore: {
    path: '/explore-perfumes',
    module: 'ExplorePage',
    prefetch: ['brandDirectory'],
    head: 'own',
    ...PUBLIC,
  },
  cart: { path: '/cart', module: 'CartPage', prefetch: [], head: 'own', ...PRIVATE },
  checkout: { path: '/checkout', module: 'CheckoutPage', prefetch: [], head: 'own', ...PRIVATE },
  login: { path: '/login', module: 'LoginPage', prefetch: [], head: 'own', ...UTILITY },
  signup: { path: '/signup', module: 'SignupPage', prefetch: [], head: 'own', ...UTILITY },
  admin: { path: '/admin', module: 'AdminPage', prefetch: [], head: 'own', ...TEAM },
  adminSettings: { path: '/admin/settings', module: 'AdminSettingsPage', prefetch: [], head: 'own', ...TEAM },
  adminBrands: { path: '/admin/brands', module: 'AdminBrandsPage', prefetch: [], head: 'own', ...TEAM },
  adminTeam: { path: '/admin/team', module: 'AdminTeamPage', prefetch: [], head: 'own', ...TEAM },
  adminActivity: { path: '/admin/activity', module: 'AdminActivityPage', prefetch: [], head: 'own', ...TEAM },
  adminDiscountCodes: {
    path: '/admin/discount-codes',
    module: 'AdminDiscountCodesPage',
    prefetch: [],
    head: 'own',
    ...TEAM,
  },
  forbidden: { path: '/403', module: 'ForbiddenPage', prefetch: [], head: 'own', ...UTILITY },
  yourOrders: { path: '/orders', module: 'YourOrdersPage', prefetch: [], head: 'own', ...PRIVATE },
  accountOrders: {
    path: '/account/orders',
    module: 'AccountOrdersPage',
    prefetch: [],
    head: 'own',
    ...PRIVATE,
  },
  track: {
    path: '/track/:token',
    params: { token: TRACKING_TOKEN },
    module: 'TrackOrderPage',
    prefetch: [],
    head: 'tracking',
    ...PRIVATE,
  },
  adminOrders: { path: '/admin/orders', module: 'AdminOrdersPage', prefetch: [], head: 'own', ...TEAM },
  adminOrdersPrint: {
    path: '/admin/orders/print',
    module: 'AdminOrdersPrintPage',
    prefetch: [],
    head: 'own',
    ...TEAM,
  },
  // Last: every address no other page has.
  notFound: { path: '*', module: 'NotFoundPage', prefetch: [], head: 'notFound', ...UTILITY },
} as const satisfies Record<string, PageEntry>;

export type PageId = keyof typeof TABLE;

export const PAGES: Readonly<Record<PageId, PageEntry>> = TABLE;

/** Every page, in the table's order (the not-found page last). */
export const PAGE_IDS = Object.keys(TABLE) as PageId[];

type Table = typeof TABLE;
/** The pages at one fixed address: the ones PATHS names and links go to. */
export type FixedPageId = {
  [Id in PageId]: Table[Id]['path'] extends `${string}:${string}` | '*' ? never : Id;
}[PageId];

export const FIXED_PAGE_IDS = PAGE_IDS.filter((id): id is FixedPageId => !/[:*]/.test(PAGES[id].path));

/** The address of each fixed page, keyed by page: what PATHS is. */
export function fixedPaths(): { readonly [Id in FixedPageId]: Table[Id]['path'] } {
  return Object.fromEntries(FIXED_PAGE_IDS.map((id) => [id, TABLE[id].path])) as {
    [Id in FixedPageId]: Table[Id]['path'];
  };
}

/**
 * The page's address in each language: "/about", "/ar/about", "/fr/about"; the not-found page's
 * "every other address" is "/*", "/ar/*", "/fr/*".
 */
export function pagePaths(id: PageId): Record<Language, string> {
  const path = PAGES[id].path === '*' ? '/*' : PAGES[id].path;
  const paths = LANGUAGES.map((language) => [language, localizedPath(language, path)]);
  return Object.fromEntries(paths) as Record<Language, string>;
}

/** Whether a spec path (no language prefix, no trailing slash) is an address of the page. */
export function isPageAt(id: PageId, path: string): boolean {
  const page = PAGES[id];
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
