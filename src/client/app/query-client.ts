import { type DehydratedState, hydrate, QueryClient } from '@tanstack/react-query';
import { QUERY_STATE_ELEMENT_ID } from '#shared/public-config.ts';

/** One per browser tab, and one per page the server renders. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true },
    },
  });
}

let browserClient: QueryClient | null = null;

/**
 * The tab's query client, made when the first part that reads data loads (docs/decisions/106). The
 * data the server rendered with goes into its cache first, so the page hydrates without fetching
 * it again (docs/decisions/100).
 */
export function browserQueryClient(): QueryClient {
  if (browserClient) return browserClient;
  browserClient = createQueryClient();
  const state = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
  if (state) hydrate(browserClient, asFetchedNow(JSON.parse(state) as DehydratedState));
  return browserClient;
}

/**
 * The server writes the page's data without fetch times, so that an unchanged page is served
 * again as it is (docs/decisions/107); it read that data for this very request, so it counts as
 * fetched now, and fresh for `staleTime`.
 */
function asFetchedNow(state: DehydratedState): DehydratedState {
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}
