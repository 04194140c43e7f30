import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Deferred, deferredPart } from '#client/app/deferred.tsx';
import { CLOSE_ICON, LineIcon, MENU_ICON, SEARCH_ICON } from '#client/components/ui/icons.tsx';
import { navLinkClass } from '#client/components/ui/nav-styles.ts';
import { useFrameMessages } from '#client/i18n/language-context.ts';
import { useShopSettings } from '#client/lib/shop-settings.ts';
import { MOBILE_BREAKPOINT_PX } from '#shared/constants.ts';
import { PATHS } from '#shared/paths.ts';
import { CartNav } from './CartNav.tsx';
import { LanguageList, LanguageMenu } from './LanguageSwitcher.tsx';

// "Your orders" and the account links read the session: their code and the query client come
// after the frame (docs/decisions/106); the server's HTML shows them until then.
const YourOrdersLink = deferredPart('YourOrdersLink');
const AccountNav = deferredPart('AccountNav');
// The search loads right after the first paint: the home page's first load stays small (ADR 012).
const HeaderSearch = deferredPart('HeaderSearch');
/** Holds the search's place while it loads, so the header does not shift. */
const SEARCH_PLACEHOLDER = <div className="h-[34px]" />;
// Elements made once (app/deferred.tsx): the header re-renders while they may still wait for their code.
const SEARCH = (
  <Deferred fallback={SEARCH_PLACEHOLDER}>
    <HeaderSearch />
  </Deferred>
);
const SESSION_LINKS = (
  <Deferred fallback={null}>
    <YourOrdersLink />
    <AccountNav />
  </Deferred>
);

const PAGE_LINKS = [
  { to: PATHS.home, label: 'home' },
  // Not in the spec's list, which has no way to the catalogue from the navigation.
  { to: PATHS.perfumes, label: 'perfumes' },
  { to: PATHS.about, label: 'about' },
  { to: PATHS.location, label: 'location' },
  { to: PATHS.contact, label: 'contact' },
] as const;

function PageLinks() {
  const m = useFrameMessages();
  return PAGE_LINKS.map((link) => (
    <li key={link.to}>
      <NavLink to={link.to} end className={navLinkClass}>
        {m.nav[link.label]}
      </NavLink>
    </li>
  ));
}

export function Header() {
  const m = useFrameMessages();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isSearchOpen, setSearchOpen] = useState(false);
  const { pathname } = useLocation();
  const menuId = useId();
  const searchId = useId();

  // SPEC §2: the mobile menu closes on route change...
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read.
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [pathname]);

  // ...and when the window becomes wider than 768 px.
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`);
    const close = () => {
      if (query.matches) setMenuOpen(false);
    };
    query.addEventListener('change', close);
    return () => query.removeEventListener('change', close);
  }, []);

  useEffect(() => {
    if (!isMenuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isMenuOpen]);

  useEffect(() => {
    if (!isSearchOpen) return;
    document.getElementById(searchId)?.querySelector('input')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSearchOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isSearchOpen, searchId]);

  // One row from 1024 px in every language, signed in or not (docs/decisions/160): smaller links
  // until 1536 px, the language as a globe and the search behind a button until 1280 px.
  return (
    <header className="sticky top-0 z-30 border-b border-night-line bg-night/95 backdrop-blur">
      <nav
        aria-label={m.nav.mainNavigation}
        data-testid="header-row"
        className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-3 md:gap-2 2xl:gap-4"
      >
        <Link
          to={PATHS.home}
          className="shrink-0 whitespace-nowrap font-display text-lg text-gold md:text-base xl:text-xl"
        >
          {useShopSettings().shop.name}
        </Link>
        <div className="compact-search ms-2 hidden w-56 shrink-0 xl:block">{SEARCH}</div>
        <ul className="ms-auto hidden min-w-0 flex-wrap items-center justify-end gap-y-1 whitespace-nowrap md:flex md:text-sm lg:flex-nowrap 2xl:gap-x-1 2xl:text-base">
          <PageLinks />
          {SESSION_LINKS}
        </ul>
        <div className="ms-auto flex shrink-0 items-center gap-2 md:ms-1">
          <button
            type="button"
            className="hidden rounded border border-night-line p-2 text-ink hover:border-gold hover:text-gold md:block xl:hidden"
            aria-expanded={isSearchOpen}
            aria-controls={searchId}
            aria-label={isSearchOpen ? m.nav.closeSearch : m.nav.openSearch}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <LineIcon path={isSearchOpen ? CLOSE_ICON : SEARCH_ICON} className="h-4 w-4" />
          </button>
          <LanguageMenu />
          <CartNav />
          <button
            type="button"
            className="rounded border border-night-line p-2 text-ink md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls={menuId}
            aria-label={isMenuOpen ? m.nav.closeMenu : m.nav.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <LineIcon path={isMenuOpen ? CLOSE_ICON : MENU_ICON} isRounded={false} />
          </button>
        </div>
      </nav>
      {isSearchOpen ? (
        <div id={searchId} className="mx-auto hidden max-w-xl px-4 pb-3 md:block xl:hidden">
          {SEARCH}
        </div>
      ) : null}
      {isMenuOpen ? (
        <div id={menuId} data-testid="mobile-menu" className="border-t border-night-line md:hidden">
          <div className="px-4 pt-3">{SEARCH}</div>
          <ul className="flex flex-col gap-1 px-4 py-3">
            <PageLinks />
            {SESSION_LINKS}
          </ul>
          <LanguageList />
        </div>
      ) : null}
    </header>
  );
}
