import type { QueryClient } from '@tanstack/react-query';
import { brandsQueryOptions } from '#client/api/brands.ts';
import { productsQueryOptions } from '#client/api/products.ts';
import { HOME_NEWEST_COUNT } from '#shared/constants.ts';
import { PAGES, type PageQuery } from '#shared/pages.ts';
import { routerPage } from './page-modules.ts';

/** How each query a page may show first is fetched (the page table says which page shows which). */
const PREFETCH: Record<PageQuery, (client: QueryClient) => Promise<void>> = {
  newestProducts: (client) => client.prefetchQuery(productsQueryOptions(HOME_NEWEST_COUNT)),
  products: (client) => client.prefetchQuery(productsQueryOptions()),
  brands: (client) => client.prefetchQuery(brandsQueryOptions),
};

/**
 * Fills the client with what the page at `pathname` shows on its first render (the table's
 * `prefetch`): the server fills them before rendering, and the browser's cache starts with the
 * same answers. A failed query renders as in the browser.
 */
export async function prefetchRouteQueries(client: QueryClient, pathname: string): Promise<void> {
  await Promise.all(PAGES[routerPage(pathname)].prefetch.map((query) => PREFETCH[query](client)));
}
