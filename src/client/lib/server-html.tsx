import { type MouseEvent, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';

/**
 * What a kept part's wrapper holds on hydration: nothing React renders. React neither checks nor
 * replaces the children of an element whose HTML is set, so the server's DOM stays as it came. One
 * object for the page's life: a new one on a later render would make React write the HTML again.
 */
const KEPT_HTML = { __html: '' };

const subscribe = () => () => {};

/**
 * True while the browser hydrates the server's HTML; false for an element the browser mounts, and
 * on the server, which renders the part.
 */
function useIsHydrating(): boolean {
  const isServerSnapshot = useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
  return isServerSnapshot && typeof document !== 'undefined';
}

function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * The shop's address of a link in a kept part, for the router (without the language's base, which
 * the router adds), or null for a link the browser should follow itself.
 */
function routerTarget(anchor: HTMLAnchorElement, basename: string): string | null {
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return null;
  const { pathname, search, hash } = anchor;
  if (basename && pathname !== basename && !pathname.startsWith(`${basename}/`)) return null;
  return `${pathname.slice(basename.length) || '/'}${search}${hash}`;
}

interface ServerHtmlProps {
  children: ReactNode;
  /** The wrapper's classes; `contents` (the default) leaves the layout to the children. */
  className?: string;
}

/**
 * Text and pictures that need no script (docs/decisions/198). On the page the server sent, the
 * browser keeps the part's HTML as it is: React neither renders nor hydrates what is inside, so the
 * page's script spends nothing on it. Anywhere else (a page reached by a link, the same page once
 * its address changed, a part mounted by the browser) the children render as usual.
 *
 * While kept, a click on one of its links goes through the router like a rendered `<Link>`, and a
 * picture that fails makes the part render. Nothing inside may need a handler: buttons and fields
 * stay outside, as their own parts.
 */
export function ServerHtml({ children, className = 'contents' }: ServerHtmlProps) {
  const isHydrating = useIsHydrating();
  const { key } = useLocation();
  const navigate = useNavigate();
  // The router's base for the page's language ('', '/ar', '/fr'): the kept links carry it.
  const basename = useHref('/').replace(/\/$/, '');
  const [servedKey] = useState(() => (isHydrating ? key : null));
  const [isKept, setKept] = useState(isHydrating);
  // Once the address changes the part shows the new page, for good: its kept HTML is the old one.
  if (isKept && key !== servedKey) setKept(false);
  const wrapper = useRef<HTMLDivElement>(null);

  // A picture that fails has no onError here: the part then renders as the browser would, and its
  // pictures show their placeholder as rendered ones do (SPEC §3, §8). So does one that failed
  // before the script came (a finished load with no pixels).
  useEffect(() => {
    const element = wrapper.current;
    if (!isKept || !element) return;
    const hasFailed = [...element.querySelectorAll('img')].some(
      (image) => image.complete && image.naturalWidth === 0,
    );
    if (hasFailed) {
      setKept(false);
      return;
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) setKept(false);
    };
    // Errors of images do not bubble; the capture phase still passes through the wrapper.
    element.addEventListener('error', onError, true);
    return () => element.removeEventListener('error', onError, true);
  }, [isKept]);

  if (!isKept) {
    return (
      <div key="rendered" className={className}>
        {children}
      </div>
    );
  }
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !isPlainClick(event)) return;
    const to = routerTarget(anchor, basename);
    if (to === null) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only the links inside answer clicks.
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter is a click; the links are focusable.
    <div
      key="kept"
      ref={wrapper}
      className={className}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML set is empty: it keeps the server's.
      dangerouslySetInnerHTML={KEPT_HTML}
      suppressHydrationWarning
    />
  );
}
