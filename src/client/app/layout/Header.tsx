import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Deferred, deferredPart } from '#client/app/deferred.tsx';
import { CLOSE_ICON, LineIcon, MENU_ICON } from '#client/components/ui/icons.tsx';
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
  const { pathname } = useLocation();
  const menuId = useId();

  // SPEC §2: the mobile menu closes on route change...
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not a value read.
  useEffect(() => {
    setMenuOpen(false);
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

  return (
    <header className="sticky top-0 z-30 border-b border-night-line bg-night/95 backdrop-blur">
      <nav
        aria-label={m.nav.mainNavigation}
        className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3 md:gap-2 lg:gap-4"
      >
        <Link to={PATHS.home} className="whitespace-nowrap font-display text-lg text-gold lg:text-xl">
          {useShopSettings().shop.name}
        </Link>
        <div className="ms-4 hidden min-w-40 max-w-64 flex-1 xl:block">{SEARCH}</div>
        {/* Just past the phone breakpoint the links share little room: smaller type until it grows. */}
        <ul className="ms-auto hidden min-w-0 flex-wrap items-center justify-end gap-y-1 whitespace-nowrap md:flex md:text-sm lg:gap-x-1 lg:text-base">
          <PageLinks />
          {SESSION_LINKS}
        </ul>
        <div className="ms-auto flex items-center gap-2 md:ms-2">
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
