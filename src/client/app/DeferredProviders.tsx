import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, use, useContext } from 'react';
import { CatalogueContext, useLanguage } from '#client/i18n/language-context.ts';
import type { Catalogue } from '#shared/i18n/catalogue.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { loadCatalogue } from '#shared/i18n/load-catalogue.ts';
import { browserQueryClient } from './query-client.ts';

const loading = new Map<Language, Promise<Catalogue>>();

/** The language's whole catalogue; React waits for the first load, then reads the settled promise. */
function catalogueOf(language: Language): Catalogue {
  let promise = loading.get(language);
  if (!promise) {
    promise = loadCatalogue(language);
    loading.set(language, promise);
  }
  return use(promise);
}

/**
 * What the page's content needs beyond the frame (docs/decisions/106): the query client and the
 * language's whole catalogue. The server's render provides both above the app; the browser's come
 * with this chunk, which is why it loads apart from the first screen's code.
 */
export default function DeferredProviders({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const outerClient = useContext(QueryClientContext);
  const outerCatalogue = useContext(CatalogueContext);
  const catalogue = outerCatalogue ?? catalogueOf(language);
  return (
    <CatalogueContext value={catalogue}>
      <QueryClientProvider client={outerClient ?? browserQueryClient()}>{children}</QueryClientProvider>
    </CatalogueContext>
  );
}
