import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { type FrameCatalogue, loadFrameCatalogue } from '#shared/i18n/catalogue.ts';
import { languageBase, splitLanguage, textDirection } from '#shared/i18n/languages.ts';
import { loadCatalogue } from '#shared/i18n/load-catalogue.ts';
import { SERVER_RENDERED_ATTRIBUTE } from '#shared/public-config.ts';
import { rememberZoneOffsets } from '#shared/remembered-zone-offsets.ts';
import { App } from './app/App.tsx';
import { loadDeferredParts } from './app/deferred.tsx';
import { ShopSettingsProvider } from './app/ShopSettingsProvider.tsx';
import { LanguageContext } from './i18n/language-context.ts';
import { readPagePublicConfig } from './lib/public-config.ts';
import { reloadOnNewBuild } from './lib/reload-on-new-build.ts';
import { syncStoredMark } from './lib/stored-mark.ts';
import { whenIdle } from './lib/when-idle.ts';

// zod (loaded later with the cart) probes `new Function` to compile its checks; the
// Content-Security-Policy (script-src 'self') refuses it and the browser reports a violation on every
// page. Its shared global config, set here without loading zod, makes it check without compiling.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

reloadOnNewBuild();
// The mark of what this browser keeps, for the server's next page (docs/decisions/226), also where
// it kept things before the mark existed or its cookies were cleared: once the page is idle.
whenIdle(syncStoredMark, 2000, 500);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The address names the language (docs/decisions/120), and the router works under its prefix.
const { language, path } = splitLanguage(window.location.pathname);
// Set only when they differ: writing the same value still makes the browser restyle the whole page
// (its styles select on `:lang()` and `[dir=rtl]`).
const html = document.documentElement;
if (html.lang !== language) html.lang = language;
if (html.dir !== textDirection(language)) html.dir = textDirection(language);
const isServerRendered = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE);

// What comes after the frame (the query client with the server's data, the whole catalogue, the
// route table and the page the server rendered) starts loading at once but is not awaited: React
// keeps the server's HTML of each deferred part and hydrates it when its code arrives, while the
// frame answers from its first render (docs/decisions/106).
// A load that fails here is tried again by the part that needs it.
loadCatalogue(language).catch(() => undefined);
loadDeferredParts()
  .then((parts) => (isServerRendered ? parts.loadServerRenderedPage(path) : undefined))
  .catch(() => undefined);

const publicConfig = readPagePublicConfig();
// The shop's clock from the server's offsets: no time-zone formatter during hydration (ADR 204).
rememberZoneOffsets(publicConfig.zoneOffsets);
const app = (frame: FrameCatalogue) => (
  <StrictMode>
    <ShopSettingsProvider config={publicConfig}>
      <LanguageContext value={{ language, frame }}>
        <BrowserRouter basename={languageBase(language)}>
          <App />
        </BrowserRouter>
      </LanguageContext>
    </ShopSettingsProvider>
  </StrictMode>
);
/**
 * React recovers from an error thrown during a render by rendering again, and says so without the
 * error itself; the console names what was thrown, so a failure seen once can be traced.
 */
function onRecoverableError(error: unknown): void {
  const cause = error instanceof Error ? error.cause : undefined;
  console.error(
    String(error),
    cause instanceof Error ? `${cause.name}: ${cause.message}\n${cause.stack}` : cause,
  );
}

// The frame's texts are all the first render waits for (the server preloads them).
// Hydrating in a transition lets React yield to the browser every few milliseconds instead of
// holding the main thread for the whole page (a tap on a part not yet hydrated hydrates it first).
void loadFrameCatalogue(language).then((frame) => {
  if (isServerRendered) startTransition(() => void hydrateRoot(root, app(frame), { onRecoverableError }));
  else createRoot(root, { onRecoverableError }).render(app(frame));
});
