import './styles.css';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadCatalogue } from '#shared/i18n/catalogue.ts';
import { languageBase, splitLanguage, textDirection } from '#shared/i18n/languages.ts';
import { QUERY_STATE_ELEMENT_ID, SERVER_RENDERED_ATTRIBUTE } from '#shared/public-config.ts';
import { App, createQueryClient } from './app/App.tsx';
import { loadServerRenderedPage } from './app/AppRoutes.tsx';
import { LanguageContext } from './i18n/language-context.ts';

// zod (loaded later with the cart) probes `new Function` to compile its checks; the
// Content-Security-Policy (script-src 'self') refuses it and the browser reports a violation on every
// page. Its shared global config, set here without loading zod, makes it check without compiling.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The data the server rendered with goes into the cache first: the page hydrates without fetching it again.
const queryClient = createQueryClient();
const state = document.getElementById(QUERY_STATE_ELEMENT_ID)?.textContent;
if (state) hydrate(queryClient, JSON.parse(state));

// The address names the language (docs/decisions/120); its catalogue loads before the first render
// (the server preloads it), and the router works under its prefix.
const { language, path } = splitLanguage(window.location.pathname);
document.documentElement.lang = language;
document.documentElement.dir = textDirection(language);
const app = (messages: Awaited<ReturnType<typeof loadCatalogue>>) => (
  <StrictMode>
    <LanguageContext value={{ language, messages }}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={languageBase(language)}>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </LanguageContext>
  </StrictMode>
);
// The server rendered the page (docs/decisions/100): its chunk and the catalogue first, so it
// hydrates at once. In development (Vite) the root comes empty.
const ready = Promise.all([
  loadCatalogue(language),
  root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)
    ? loadServerRenderedPage(path).catch(() => undefined)
    : undefined,
]);
void ready.then(([messages]) => {
  if (root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) hydrateRoot(root, app(messages));
  else createRoot(root).render(app(messages));
});
