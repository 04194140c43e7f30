import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { languageBase, splitLanguage } from '#shared/i18n/languages.ts';
import { setPriceTable } from '#shared/price-table.ts';
import { unitPrices } from '#shared/prices.ts';
import type { PublicConfig } from '#shared/public-config.ts';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/query-client.ts';
import { prefetchRouteQueries } from './app/route-queries.ts';
import { CatalogueContext, LanguageContext } from './i18n/language-context.ts';
import { setApiTransport } from './lib/http.ts';
import { setServerPublicConfig } from './lib/public-config.ts';

/** Answers the API requests of the page being rendered (the server's own routes, in process). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface RenderedPage {
  /** The app's HTML for inside `#root`. */
  html: string;
  /** The query cache the page was rendered with, for the browser (TanStack Query's dehydrate). */
  queryState: unknown;
}

/**
 * Renders the page at `url` the way the browser would, with React's own static renderer: it waits
 * for the lazily loaded parts and the prefetched data, so the HTML holds the whole page
 * (docs/decisions/100). The server calls it; Vite builds it with `vite build --ssr`.
 */
export async function renderPage(
  url: string,
  config: PublicConfig,
  transport: ApiTransport,
): Promise<RenderedPage> {
  setApiTransport(transport);
  setServerPublicConfig(config);
  setPriceTable(unitPrices(config.settings.prices));
  const queryClient = createQueryClient();
  const { pathname } = new URL(url, 'http://localhost');
  // The address names the language (docs/decisions/120): its catalogue, and the router under its prefix.
  const { language, path } = splitLanguage(pathname);
  const catalogue = catalogueFor(language);
  await prefetchRouteQueries(queryClient, path);
  // The browser's deferred parts bring their own query client and whole catalogue
  // (docs/decisions/106); the server's render has them from the start.
  const { prelude } = await prerender(
    <StrictMode>
      <LanguageContext value={{ language, frame: catalogue }}>
        <CatalogueContext value={catalogue}>
          <QueryClientProvider client={queryClient}>
            <StaticRouter location={url} basename={languageBase(language)}>
              <App />
            </StaticRouter>
          </QueryClientProvider>
        </CatalogueContext>
      </LanguageContext>
    </StrictMode>,
    // Every part inline and in order: outlined parts would need React's inline reveal scripts,
    // which the Content-Security-Policy (script-src 'self') rightly blocks.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const queryState = dehydrate(queryClient);
  queryClient.clear();
  return { html, queryState };
}
