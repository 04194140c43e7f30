import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Deferred, deferredPart } from '#client/app/deferred.tsx';
import { useFrameMessages } from '#client/i18n/language-context.ts';
import { useMarkPageHydrated } from '#client/lib/hydration-mark.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { PATHS } from '#shared/paths.ts';
import { Banner } from './Banner.tsx';
import { Header } from './Header.tsx';
import { PageFailed, PartErrorBoundary } from './PartErrorBoundary.tsx';

// What comes after the frame (docs/decisions/106): the page's content (the route table and the
// pages read data), the footer (below the first screen; its "Your orders" link reads the session),
// the open-now line (the hours arithmetic; the server renders it as of the minute it made the
// page for, and a strip of the same height stands in if its code fails, docs/decisions/092, 222),
// the notice offering the browser's language (it shows after the first render anyway,
// docs/decisions/120) and the cart's sync (docs/decisions/033).
const AppRoutes = deferredPart('AppRoutes');
const Footer = deferredPart('Footer');
const OpenNow = deferredPart('OpenNow');
const LanguageNotice = deferredPart('LanguageNotice');
const CartSync = deferredPart('CartSync');

const OPEN_NOW_PLACEHOLDER = (
  <div aria-hidden="true" className="h-[1.5625rem] border-b border-night-line bg-night-soft" />
);
const OPEN_NOW = (
  <Deferred fallback={OPEN_NOW_PLACEHOLDER}>
    <OpenNow />
  </Deferred>
);
// A part that fails shows nothing (or its placeholder): the rest of the page stays.
const OPEN_NOW_OR_STRIP = <PartErrorBoundary fallback={OPEN_NOW_PLACEHOLDER}>{OPEN_NOW}</PartErrorBoundary>;
const FOOTER = (
  <PartErrorBoundary fallback={null}>
    <Deferred fallback={null}>
      <Footer />
    </Deferred>
  </PartErrorBoundary>
);
const CART_SYNC = (
  <PartErrorBoundary fallback={null}>
    <Deferred fallback={null}>
      <CartSync />
    </Deferred>
  </PartErrorBoundary>
);
const PAGE_FAILED = <PageFailed />;
// Made once: the layout re-renders when it has hydrated (useHydrated), and a new element reaching
// the page while it still waits for its code would make React drop the server's HTML.
const PAGE = (
  <Deferred fallback={<div className="min-h-screen" />}>
    <AppRoutes />
  </Deferred>
);

/** The frame of every page (banner, header, footer) around the page's content. */
export function Layout() {
  const { pathname } = useLocation();
  const texts = useFrameMessages().language;
  const isHydrated = useHydrated();

  // Once the frame has hydrated and every deferred part (the page's content first) has too.
  useMarkPageHydrated();

  // SPEC §2: the page scrolls to the top on every route change. Not on the page as loaded: where
  // the browser put it (a reload, a link to a part of it) or the visitor scrolled it before the
  // scripts came stays (docs/decisions/231).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:bg-gold focus:px-3 focus:py-2 focus:text-night"
      >
        {texts.skipToContent}
      </a>
      {isHydrated ? (
        <PartErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <LanguageNotice />
          </Suspense>
        </PartErrorBoundary>
      ) : null}
      {/* The open-now line: the server's as of the minute it made the page for; the clock's once hydrated. */}
      {/* Paper gets the page alone: a courier's sheet has no use for the site's banner and links. */}
      <div className="contents print:hidden">
        <Banner>{OPEN_NOW_OR_STRIP}</Banner>
        <Header />
      </div>
      {CART_SYNC}
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-10 focus:outline-none">
        {/* The next address tries the page again: the frame's links still work after a failure. */}
        <PartErrorBoundary fallback={PAGE_FAILED} resetKey={pathname}>
          {PAGE}
        </PartErrorBoundary>
      </main>
      {pathname === PATHS.admin || pathname.startsWith(`${PATHS.admin}/`) ? null : (
        <div className="contents print:hidden">{FOOTER}</div>
      )}
    </div>
  );
}
