import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { brandsQueryOptions } from '#client/api/brands.ts';
import { productsQueryOptions } from '#client/api/products.ts';
import { HOME_NEWEST_COUNT } from '#shared/constants.ts';
import { PATHS } from '#shared/paths.ts';

type Prefetch = (client: QueryClient) => Promise<unknown>[];

const products: Prefetch = (client) => [client.prefetchQuery(productsQueryOptions())];
const productsAndBrands: Prefetch = (client) => [
  ...products(client),
  client.prefetchQuery(brandsQueryOptions),
];

/**
 * The queries each public page reads on its first render, next to the routes (AppRoutes.tsx): the
 * server fills them before rendering, and the browser's cache starts with the same answers.
 */
const ROUTE_QUERIES: readonly { path: string; prefetch: Prefetch }[] = [
  {
    path: PATHS.home,
    prefetch: (client) => [
      client.prefetchQuery(productsQueryOptions(HOME_NEWEST_COUNT)),
      client.prefetchQuery(brandsQueryOptions),
    ],
  },
  { path: PATHS.perfumes, prefetch: productsAndBrands },
  { path: `${PATHS.perfumes}/:segment`, prefetch: products },
  { path: PATHS.explore, prefetch: productsAndBrands },
];

/** Fills the client with what the page at `pathname` shows; a failed query renders as in the browser. */
export async function prefetchRouteQueries(client: QueryClient, pathname: string): Promise<void> {
  const route = ROUTE_QUERIES.find(({ path }) => matchPath(path, pathname));
  if (route) await Promise.all(route.prefetch(client));
}
