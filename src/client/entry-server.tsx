import { type DehydratedState, dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { languageBase, splitLanguage } from '#shared/i18n/languages.ts';
import type { PublicConfig } from '#shared/public-config.ts';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/query-client.ts';
import { prefetchRouteQueries } from './app/route-queries.ts';
import { ShopSettingsProvider } from './app/ShopSettingsProvider.tsx';
import { CatalogueContext, LanguageContext } from './i18n/language-context.ts';
import { setApiTransport } from './lib/http.ts';

/** Answers the API requests of the page being rendered (the server's own routes, in process). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** The inputs of the page's HTML, written out: the same version, the same HTML. */
  version: string;
  /** The query cache the page renders with, for the browser (TanStack Query's dehydrate). */
  queryState: unknown;
  /** The app's HTML for inside `#root`, rendered by React. */
  render(): Promise<string>;
}

/**
 * What a page's HTML is made of: its address (and so its language), the public config, the data
 * its queries read, and the minute (the week's hours and the copyright year follow the clock;
 * nothing on a page changes within a minute). The same inputs render the same HTML
 * (docs/decisions/107).
 */
function renderInputs(url: string, config: PublicConfig, state: DehydratedState): string {
  const data = state.queries.map(({ queryHash, state: query }) => [queryHash, query.status, query.data]);
  const minute = Math.floor(Date.now() / 60_000);
  return JSON.stringify([url, minute, config, data]);
}

/**
 * The query cache without the times of its fetches: the page then depends on its inputs alone and
 * can be served again while they hold. The browser reads the data as fetched when the page
 * arrived (`browserQueryClient`).
 */
function withoutFetchTimes(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
}

/**
 * Renders the page at `url` the way the browser would, with React's own static renderer: it waits
 * for the lazily loaded parts and the prefetched data, so the HTML holds the whole page
 * (docs/decisions/100). The server calls it; Vite builds it with `vite build --ssr`. `config`
 * holds the request's settings: the render reads them from its provider alone, so renders of
 * requests with different settings can run at once (docs/decisions/166).
 */
export async function renderPage(
  url: string,
  config: PublicConfig,
  transport: ApiTransport,
): Promise<RenderedPage> {
  setApiTransport(transport);
  const queryClient = createQueryClient();
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  // The address names the language (docs/decisions/120): its catalogue, and the router under its prefix.
  const { language, path } = splitLanguage(pathname);
  const catalogue = catalogueFor(language);
  await prefetchRouteQueries(queryClient, { path, params: searchParams, language });
  // The data is read fresh for every request; the server renders React only for inputs it has
  // not served lately (docs/decisions/107).
  const dehydrated = dehydrate(queryClient);
  const render = async (): Promise<string> => {
    // The browser's deferred parts bring their own query client and whole catalogue
    // (docs/decisions/106); the server's render has them from the start.
    const { prelude } = await prerender(
      <StrictMode>
        <ShopSettingsProvider config={config}>
          <LanguageContext value={{ language, frame: catalogue }}>
            <CatalogueContext value={catalogue}>
              <QueryClientProvider client={queryClient}>
                <StaticRouter location={url} basename={languageBase(language)}>
                  <App />
                </StaticRouter>
              </QueryClientProvider>
            </CatalogueContext>
          </LanguageContext>
        </ShopSettingsProvider>
      </StrictMode>,
      // Every part inline and in order: outlined parts would need React's inline reveal scripts,
      // which the Content-Security-Policy (script-src 'self') rightly blocks.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    try {
      return await new Response(prelude).text();
    } finally {
      queryClient.clear();
    }
  };
  return {
    version: renderInputs(url, config, dehydrated),
    queryState: withoutFetchTimes(dehydrated),
    render,
  };
}
