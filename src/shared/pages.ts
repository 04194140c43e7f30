/**
 * Every page of the shop, once (docs/decisions/168): where it lives, the module that draws it, the
 * data it shows first, whether the server writes it, how its head reads and whether the sitemap
 * lists it. The router, the server's rendering and prefetching, the head and the sitemap all read
 * this table. Its addresses live in page-addresses.ts, which PATHS (paths.ts) is made from. Adding a
 * page is one entry there and one here (README "Adding a page"): its texts then follow in each
 * catalogue's SEO section, which the type checker asks for.
 */
import { LANGUAGES, type Language, localizedPath } from './i18n/languages.ts';
import { PAGE_ADDRESSES, type PageAddress, type PageId } from './page-addresses.ts';

export {
  FIXED_PAGE_IDS,
  type FixedPageId,
  isPageAt,
  PAGE_IDS,
  type PageId,
  pageAt,
} from './page-addresses.ts';

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

/** A page: its address (page-addresses.ts) and what the shop does with it. */
export interface PageEntry extends PageAddress {
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

const TABLE = {
  home: {
    ...PAGE_ADDRESSES.home,
    module: 'HomePage',
    prefetch: ['newestProducts', 'brandStrip'],
    head: 'own',
    ...PUBLIC,
  },
  about: { ...PAGE_ADDRESSES.about, module: 'AboutPage', prefetch: [], head: 'own', ...PUBLIC },
  location: { ...PAGE_ADDRESSES.location, module: 'LocationPage', prefetch: [], head: 'own', ...PUBLIC },
  contact: { ...PAGE_ADDRESSES.contact, module: 'ContactPage', prefetch: [], head: 'own', ...PUBLIC },
  perfumes: {
    ...PAGE_ADDRESSES.perfumes,
    module: 'PerfumesPage',
    prefetch: ['cataloguePage'],
    head: 'own',
    ...PUBLIC,
  },
  product: {
    ...PAGE_ADDRESSES.product,
    module: 'ProductPage',
    prefetch: ['product'],
    head: 'product',
    ...PUBLIC,
    isInSitemap: false,
  },
  explore: {
    ...PAGE_ADDRESSES.explore,
    module: 'ExplorePage',
    prefetch: ['brandDirectory'],
    head: 'own',
    ...PUBLIC,
  },
  cart: { ...PAGE_ADDRESSES.cart, module: 'CartPage', prefetch: [], head: 'own', ...PRIVATE },
  checkout: { ...PAGE_ADDRESSES.checkout, module: 'CheckoutPage', prefetch: [], head: 'own', ...PRIVATE },
  login: { ...PAGE_ADDRESSES.login, module: 'LoginPage', prefetch: [], head: 'own', ...UTILITY },
  signup: { ...PAGE_ADDRESSES.signup, module: 'SignupPage', prefetch: [], head: 'own', ...UTILITY },
  admin: { ...PAGE_ADDRESSES.admin, module: 'AdminPage', prefetch: [], head: 'own', ...TEAM },
  adminSettings: {
    ...PAGE_ADDRESSES.adminSettings,
    module: 'AdminSettingsPage',
    prefetch: [],
    head: 'own',
    ...TEAM,
  },
  adminBrands: {
    ...PAGE_ADDRESSES.adminBrands,
    module: 'AdminBrandsPage',
    prefetch: [],
    head: 'own',
    ...TEAM,
  },
  adminTeam: { ...PAGE_ADDRESSES.adminTeam, module: 'AdminTeamPage', prefetch: [], head: 'own', ...TEAM },
  adminActivity: {
    ...PAGE_ADDRESSES.adminActivity,
    module: 'AdminActivityPage',
    prefetch: [],
    head: 'own',
    ...TEAM,
  },
  adminDiscountCodes: {
    ...PAGE_ADDRESSES.adminDiscountCodes,
    module: 'AdminDiscountCodesPage',
    prefetch: [],
    head: 'own',
    ...TEAM,
  },
  forbidden: { ...PAGE_ADDRESSES.forbidden, module: 'ForbiddenPage', prefetch: [], head: 'own', ...UTILITY },
  yourOrders: {
    ...PAGE_ADDRESSES.yourOrders,
    module: 'YourOrdersPage',
    prefetch: [],
    head: 'own',
    ...PRIVATE,
  },
  accountOrders: {
    ...PAGE_ADDRESSES.accountOrders,
    module: 'AccountOrdersPage',
    prefetch: [],
    head: 'own',
    ...PRIVATE,
  },
  track: {
    ...PAGE_ADDRESSES.track,
    module: 'TrackOrderPage',
    prefetch: [],
    head: 'tracking',
    ...PRIVATE,
  },
  adminOrders: {
    ...PAGE_ADDRESSES.adminOrders,
    module: 'AdminOrdersPage',
    prefetch: [],
    head: 'own',
    ...TEAM,
  },
  adminOrdersPrint: {
    ...PAGE_ADDRESSES.adminOrdersPrint,
    module: 'AdminOrdersPrintPage',
    prefetch: [],
    head: 'own',
    ...TEAM,
  },
  // Last: every address no other page has.
  notFound: {
    ...PAGE_ADDRESSES.notFound,
    module: 'NotFoundPage',
    prefetch: [],
    head: 'notFound',
    ...UTILITY,
  },
} as const satisfies Record<PageId, PageEntry>;

export const PAGES: Readonly<Record<PageId, PageEntry>> = TABLE;

/**
 * The page's address in each language: "/about", "/ar/about", "/fr/about"; the not-found page's
 * "every other address" is "/*", "/ar/*", "/fr/*".
 */
export function pagePaths(id: PageId): Record<Language, string> {
  const path = PAGES[id].path === '*' ? '/*' : PAGES[id].path;
  const paths = LANGUAGES.map((language) => [language, localizedPath(language, path)]);
  return Object.fromEntries(paths) as Record<Language, string>;
}
