import type { QueryClient } from '@tanstack/react-query';
import { brandDirectoryQueryOptions } from '#client/api/brand-directory.ts';
import { cataloguePageQueryOptions } from '#client/api/catalogue-page.ts';
import { productByShortIdQueryOptions } from '#client/api/product-by-short-id.ts';
import { productsQueryOptions } from '#client/api/products.ts';
import {
  brandSearchOf,
  catalogueViewFromSearchParams,
  MORE_FROM_BRAND,
  moreFromBrandView,
  pageNumberOf,
} from '#shared/catalogue-view.ts';
import { HOME_NEWEST_COUNT } from '#shared/constants.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { PAGES, type PageQuery } from '#shared/pages.ts';
import { parseProductSegment, safeDecode } from '#shared/product-path.ts';
import { routerPage } from './page-modules.ts';

/** The page's address as the router reads it: its path (no language prefix), its query, its language. */
interface PageAddress {
  path: string;
  params: URLSearchParams;
  language: Language;
}

/** How each query a page may show first is fetched (the page table says which page shows which). */
const PREFETCH: Record<PageQuery, (client: QueryClient, address: PageAddress) => Promise<void>> = {
  newestProducts: (client) => client.prefetchQuery(productsQueryOptions(HOME_NEWEST_COUNT)),
  brandStrip: (client) => client.prefetchQuery(brandDirectoryQueryOptions('', 1)),
  cataloguePage: (client, { params, language }) =>
    client.prefetchQuery(cataloguePageQueryOptions(catalogueViewFromSearchParams(params), language)),
  brandDirectory: (client, { params }) =>
    client.prefetchQuery(brandDirectoryQueryOptions(brandSearchOf(params), pageNumberOf(params))),
  product: async (client, { path, language }) => {
    const segment = safeDecode(path.split('/').pop() ?? '');
    const shortId = parseProductSegment(segment)?.shortId;
    if (!shortId) return;
    const product = await client.ensureQueryData(productByShortIdQueryOptions(shortId)).catch(() => null);
    if (!product) return;
    await client.prefetchQuery(
      cataloguePageQueryOptions(moreFromBrandView(product.brand), language, MORE_FROM_BRAND + 1),
    );
  },
};

/**
 * Fills the client with what the page at the address shows on its first render (the table's
 * `prefetch`): the server fills them before rendering, and the browser's cache starts with the
 * same answers. A failed query renders as in the browser.
 */
export async function prefetchRouteQueries(client: QueryClient, address: PageAddress): Promise<void> {
  await Promise.all(
    PAGES[routerPage(address.path)].prefetch.map((query) => PREFETCH[query](client, address)),
  );
}
