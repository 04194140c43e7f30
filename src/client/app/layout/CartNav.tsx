import { Link } from 'react-router';
import { Deferred, deferredPart } from '#client/app/deferred.tsx';
import { CartIcon } from '#client/components/ui/icons.tsx';
import { useFrameMessages } from '#client/i18n/language-context.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { PATHS } from '#shared/paths.ts';

// The cart's logic loads just after the first paint, outside the first-load budget; until then the
// icon is a plain link to the cart page.
const CartNavWidget = deferredPart('CartNavWidget');

/** The cart part of the navigation. */
export function CartNav() {
  const m = useFrameMessages();
  // A guest's count is only known in the browser: the server sends the link, of the button's size.
  const isHydrated = useHydrated();
  const placeholder = (
    <Link
      to={PATHS.cart}
      aria-label={m.nav.viewCart}
      className="rounded border border-gold p-2 text-gold hover:bg-gold hover:text-night"
    >
      <CartIcon />
    </Link>
  );
  if (!isHydrated) return placeholder;
  return (
    <Deferred fallback={placeholder}>
      <CartNavWidget />
    </Deferred>
  );
}
