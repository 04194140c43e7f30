import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useLanguage } from '#client/i18n/language-context.ts';
import { useMarkPageHydrated } from '#client/lib/hydration-mark.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { LANGUAGE_TEXTS } from '#shared/i18n/extra-messages.ts';
import { isAppPath, PATHS } from '#shared/paths.ts';
import { Banner } from './Banner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { LanguageNotice } from './LanguageNotice.tsx';
import { usePageMeta } from './use-page-meta.ts';

// Open-now brings the hours arithmetic: it loads right after the first paint, in its own chunk,
// behind a strip of the same height (docs/decisions/012, 092).
const OpenNow = lazy(() => import('./OpenNow.tsx').then((m) => ({ default: m.OpenNow })));
// The cart's sync (sign-in migration, live changes) loads after the first paint too (docs/decisions/033).
const CartProvider = lazy(() => import('#client/features/cart/CartProvider.tsx'));
const OPEN_NOW_PLACEHOLDER = (
  <div aria-hidden="true" className="h-[1.5625rem] border-b border-night-line bg-night-soft" />
);

export function Layout() {
  const { pathname } = useLocation();
  const language = useLanguage();
  const isHydrated = useHydrated();
  // A product page's head is settled in page-head.ts, which loads after the first render.
  const isKnownRoute = isAppPath(pathname) || pathname.startsWith(`${PATHS.perfumes}/`);
  usePageMeta(pathname, !isKnownRoute);

  // The layout and its page share one Suspense boundary: this runs once the page has hydrated.
  useMarkPageHydrated();

  // SPEC §2: the page scrolls to the top on every route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-gold focus:px-3 focus:py-2 focus:text-night"
      >
        {LANGUAGE_TEXTS[language].skipToContent}
      </a>
      <LanguageNotice />
      <Banner>
        {/* It reads the visitor's clock: the server sends the strip, the browser fills it in. */}
        {isHydrated ? (
          <Suspense fallback={OPEN_NOW_PLACEHOLDER}>
            <OpenNow />
          </Suspense>
        ) : (
          OPEN_NOW_PLACEHOLDER
        )}
      </Banner>
      <Header />
      <Suspense fallback={null}>
        <CartProvider />
      </Suspense>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 focus:outline-none">
        <Outlet />
      </main>
      {pathname === PATHS.admin || pathname.startsWith(`${PATHS.admin}/`) ? null : <Footer />}
    </div>
  );
}
