import { Link } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { PATHS } from '#shared/paths.ts';

/** The cart part of the navigation. */
export function CartNav() {
  return (
    <Link
      to={PATHS.cart}
      className="rounded border border-gold px-3 py-1.5 text-sm text-gold hover:bg-gold hover:text-night"
    >
      {MESSAGES.nav.viewCart}
    </Link>
  );
}
