import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { PATHS } from '#shared/paths.ts';
import { CartIcon } from '../../features/cart/CartIcon.tsx';
import { useMessages } from '../../i18n/language-context.ts';

// The cart's logic loads just after the first paint, outside the first-load budget; until then the
// icon is a plain link to the cart page.
const CartNavWidget = lazy(() => import('../../features/cart/CartNavWidget.tsx'));

/** The cart part of the navigation. */
export function CartNav() {
  const m = useMessages();
  return (
    <Suspense
      fallback={
        <Link
          to={PATHS.cart}
          aria-label={m.nav.viewCart}
          className="rounded border border-gold p-2 text-gold hover:bg-gold hover:text-night"
        >
          <CartIcon />
        </Link>
      }
    >
      <CartNavWidget />
    </Suspense>
  );
}
