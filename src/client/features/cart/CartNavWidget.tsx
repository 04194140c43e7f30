import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useItemName } from '#client/api/product-names.ts';
import { PersonIcon } from '#client/components/ui/content-icons.tsx';
import { CartIcon } from '#client/components/ui/icons.tsx';
import { ProductThumbnail } from '#client/components/ui/ProductThumbnail.tsx';
import { POPUP_BUTTON, POPUP_PRIMARY_BUTTON } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { CART_PRODUCT_ADDED_EVENT } from '#client/lib/guest-cart.ts';
import { CART_DROPDOWN_ITEMS, CART_SHAKE_MS } from '#shared/constants.ts';
import { HOME_SECTIONS, type HomeNavigationState, PATHS } from '#shared/paths.ts';
import { Popup } from './Popup.tsx';
import { LOGIN_REQUIRED_EVENT, useCart } from './use-cart.ts';
import { usePopup } from './use-popup.ts';

const SHAKE_KEYFRAMES: Keyframe[] = [
  { transform: 'rotate(0deg)' },
  { transform: 'rotate(-14deg)' },
  { transform: 'rotate(12deg)' },
  { transform: 'rotate(-8deg)' },
  { transform: 'rotate(5deg)' },
  { transform: 'rotate(0deg)' },
];

/** The header's cart (SPEC §2 Top navigation): badge, dropdown, guest marker and the login popup. */
export default function CartNavWidget() {
  const m = useMessages();
  const cart = useCart();
  const navigate = useNavigate();
  const location = useLocation();
  const [isOpen, setOpen] = useState(false);
  const [isShaking, setShaking] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const iconRef = useRef<HTMLSpanElement>(null);
  const panelId = useId();
  const loginPopup = usePopup<true>();
  const { open: openLoginPopup } = loginPopup;
  const count = cart.items.length;

  // SPEC §4: the icon shakes for 500 ms when a product is added.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onAdded = () => {
      setShaking(true);
      clearTimeout(timer);
      timer = setTimeout(() => setShaking(false), CART_SHAKE_MS);
      if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
        iconRef.current?.animate(SHAKE_KEYFRAMES, { duration: CART_SHAKE_MS, easing: 'ease-in-out' });
      }
    };
    window.addEventListener(CART_PRODUCT_ADDED_EVENT, onAdded);
    return () => {
      clearTimeout(timer);
      window.removeEventListener(CART_PRODUCT_ADDED_EVENT, onAdded);
    };
  }, []);

  useEffect(() => {
    const onLoginRequired = () => {
      setOpen(false);
      openLoginPopup(true);
    };
    window.addEventListener(LOGIN_REQUIRED_EVENT, onLoginRequired);
    return () => window.removeEventListener(LOGIN_REQUIRED_EVENT, onLoginRequired);
  }, [openLoginPopup]);

  // The dropdown closes on a click outside it and on Escape.
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change is the trigger.
  useEffect(() => {
    setOpen(false);
  }, [location.pathname]);

  const shopNow = () => {
    setOpen(false);
    const state: HomeNavigationState = { scrollTo: HOME_SECTIONS.collections };
    navigate(PATHS.home, { state });
  };

  return (
    <div ref={rootRef} className="relative flex items-center gap-1">
      {cart.mode === 'guest' && count > 0 ? (
        <span title={m.nav.guestCart} role="img" aria-label={m.nav.guestCart} className="text-ink-soft">
          <PersonIcon />
        </span>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={labelWithCount(m.fn.cartButtonLabel(count), count)}
        data-testid="cart-button"
        data-shaking={isShaking ? 'true' : undefined}
        onClick={() => setOpen((open) => !open)}
        className="relative rounded border border-gold p-2 text-gold hover:bg-gold hover:text-night"
      >
        <span ref={iconRef} className="block">
          <CartIcon />
        </span>
        {cart.mode !== null ? (
          <span
            data-testid="cart-count"
            aria-hidden="true"
            className="absolute -end-2 -top-2 min-w-5 rounded-full bg-gold px-1 text-center text-xs font-semibold leading-5 text-night"
          >
            {count}
          </span>
        ) : null}
      </button>

      {isOpen ? (
        <section
          id={panelId}
          aria-label={m.nav.cart}
          className="absolute end-0 top-full z-40 mt-2 w-72 rounded-lg border border-night-line bg-night-soft p-4 shadow-2xl"
        >
          {count === 0 ? (
            <div className="flex flex-col items-center gap-3 py-2 text-center">
              <p className="text-ink-soft">{m.cart.empty}</p>
              <button type="button" onClick={shopNow} className={POPUP_PRIMARY_BUTTON}>
                {m.nav.shopNow}
              </button>
            </div>
          ) : (
            <>
              <ul className="flex flex-col gap-3">
                {cart.items.slice(0, CART_DROPDOWN_ITEMS).map((item) => (
                  <li key={item.id} className="flex items-center gap-3">
                    <ProductThumbnail item={item} size={48} className="h-12 w-12 rounded" />
                    <ItemName item={item} ids={cart.items.map((line) => line.productId)} />
                    <button
                      type="button"
                      onClick={() => cart.removeItem(item)}
                      className="rounded px-2 py-1 text-xs text-ink-soft hover:text-gold"
                    >
                      {m.nav.delete}
                    </button>
                  </li>
                ))}
              </ul>
              {count > CART_DROPDOWN_ITEMS ? (
                <p className="mt-2 text-sm text-ink-soft">{m.nav.andMore}</p>
              ) : null}
              <Link
                to={PATHS.cart}
                onClick={() => setOpen(false)}
                className={`mt-4 block text-center ${POPUP_PRIMARY_BUTTON}`}
              >
                {m.nav.viewCart}
              </Link>
            </>
          )}
        </section>
      ) : null}

      <Popup
        isOpen={loginPopup.content !== null}
        isClosing={loginPopup.isClosing}
        title={m.nav.login}
        onDismiss={() => loginPopup.close()}
        actions={
          <>
            <button type="button" className={POPUP_BUTTON} onClick={() => loginPopup.close()}>
              {m.nav.cancel}
            </button>
            <button
              type="button"
              className={POPUP_PRIMARY_BUTTON}
              onClick={() =>
                loginPopup.close(() =>
                  navigate(PATHS.login, { state: { from: `${location.pathname}${location.search}` } }),
                )
              }
            >
              {m.nav.goToLogin}
            </button>
          </>
        }
      >
        <p>{m.nav.loginRequired}</p>
      </Popup>
    </div>
  );
}

/**
 * The badge shows the count, so the button's name must contain it too (WCAG 2.5.3, label in name):
 * "Cart, 0 items" does; a language that says "the cart is empty" gets the number added.
 */
function labelWithCount(label: string, count: number): string {
  return label.includes(String(count)) ? label : `${label} · ${count}`;
}

/** A dropdown line's name in the page's language (the catalogue is read only once the dropdown opens). */
function ItemName({ item, ids }: { item: { productId: string; name: string }; ids: readonly string[] }) {
  const itemName = useItemName(ids);
  return <bdi className="min-w-0 flex-1 truncate text-sm text-ink">{itemName(item)}</bdi>;
}
