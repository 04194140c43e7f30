import { type ReactNode, useEffect, useRef, useState } from 'react';
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

/**
 * A toggle of the header (the phone menu, the search between 768 and 1280 px) as a native
 * disclosure: a tap opens it on the server's HTML before the page's code has run, and without
 * JavaScript at all (docs/decisions/211). Its name ("Open menu" / "Close menu") and its drawing
 * follow the `open` attribute by CSS alone; the panel lies under the header, over the page.
 * Once the code has run it also closes on a new page and on Escape, giving the focus back.
 */
function HeaderDisclosure({
  toggleTestId,
  openLabel,
  closeLabel,
  icon,
  isRounded,
  iconSize,
  className,
  panel,
  onOpen,
  closeWiderThan,
}: {
  toggleTestId: string;
  openLabel: string;
  closeLabel: string;
  icon: string;
  isRounded?: boolean;
  /** The drawing's size (the menu's is larger than the search's magnifier). */
  iconSize: string;
  className: string;
  panel: ReactNode;
  /** Called when it opens, with its element (the search puts the focus in its box). */
  onOpen?: (details: HTMLDetailsElement) => void;
  /** SPEC §2: the phone menu closes when the window becomes wider than 768 px. */
  closeWiderThan?: number;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const [isOpen, setOpen] = useState(false);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // A tap made before the code arrived has opened it already: the state starts from the page.
  useEffect(() => setOpen(ref.current?.open ?? false), []);

  // SPEC §2: closes on route change (not on the first render, which may follow such a tap).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    if (closeWiderThan === undefined) return;
    const query = window.matchMedia(`(min-width: ${closeWiderThan + 1}px)`);
    const close = () => {
      if (query.matches && ref.current) ref.current.open = false;
    };
    query.addEventListener('change', close);
    return () => query.removeEventListener('change', close);
  }, [closeWiderThan]);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== 'Escape' || !details) return;
      const hadFocus = details.contains(document.activeElement);
      details.open = false;
      if (hadFocus) details.querySelector('summary')?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isOpen]);

  return (
    <details
      ref={ref}
      className={`group/toggle ${className}`}
      onToggle={(event) => {
        const details = event.currentTarget;
        setOpen(details.open);
        if (details.open) onOpen?.(details);
      }}
    >
      <summary
        data-testid={toggleTestId}
        className="block cursor-pointer list-none rounded border border-night-line p-2 text-ink hover:border-gold hover:text-gold [&::-webkit-details-marker]:hidden"
      >
        <span className="sr-only group-open/toggle:hidden">{openLabel}</span>
        <span className="sr-only hidden group-open/toggle:block">{closeLabel}</span>
        <LineIcon path={icon} isRounded={isRounded} className={`${iconSize} group-open/toggle:hidden`} />
        <LineIcon path={CLOSE_ICON} className={`hidden ${iconSize} group-open/toggle:block`} />
      </summary>
      {panel}
    </details>
  );
}

/** The search of the middle widths takes the focus when it opens. */
const focusSearchBox = (details: HTMLDetailsElement) =>
  details.querySelector<HTMLInputElement>('input')?.focus();

export function Header() {
  const m = useFrameMessages();

  // One row from 1024 px in every language, signed in or not (docs/decisions/160): smaller links
  // until 1536 px, the language as a globe and the search behind a button until 1280 px.
  // The header is sticky, so the toggles' panels (absolute, top-full) lie just under it.
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
          <HeaderDisclosure
            toggleTestId="search-toggle"
            openLabel={m.nav.openSearch}
            closeLabel={m.nav.closeSearch}
            icon={SEARCH_ICON}
            iconSize="h-4 w-4"
            className="hidden md:block xl:hidden"
            onOpen={focusSearchBox}
            panel={
              <div className="absolute inset-x-0 top-full border-b border-night-line bg-night px-4 py-3 shadow-lg">
                <div className="mx-auto max-w-xl">{SEARCH}</div>
              </div>
            }
          />
          <LanguageMenu />
          <CartNav />
          <HeaderDisclosure
            toggleTestId="menu-toggle"
            openLabel={m.nav.openMenu}
            closeLabel={m.nav.closeMenu}
            icon={MENU_ICON}
            isRounded={false}
            iconSize="h-5 w-5"
            closeWiderThan={MOBILE_BREAKPOINT_PX}
            className="md:hidden"
            panel={
              <div
                data-testid="mobile-menu"
                className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-y border-night-line bg-night shadow-lg"
              >
                <div className="px-4 pt-3">{SEARCH}</div>
                <ul className="flex flex-col gap-1 px-4 py-3">
                  <PageLinks />
                  {SESSION_LINKS}
                </ul>
                <LanguageList />
              </div>
            }
          />
        </div>
      </nav>
    </header>
  );
}
