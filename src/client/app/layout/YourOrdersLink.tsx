import { NavLink } from 'react-router';
import { PATHS } from '#shared/paths.ts';
import { useAccountOrderCount } from '../../api/account-orders-count.ts';
import { useSession } from '../../api/me.ts';
import { useMessages } from '../../i18n/language-context.ts';
import { useRecentOrders } from '../../lib/recent-orders.ts';
import { navLinkClass } from './nav-styles.ts';

/**
 * "Your orders": in the navigation once there is something to show (a guest's sent orders, or a
 * signed-in customer's placed orders), always in the footer.
 */
export function YourOrdersLink({ isAlwaysShown = false }: { isAlwaysShown?: boolean }) {
  const m = useMessages();
  const { user } = useSession();
  const recent = useRecentOrders();
  const placed = useAccountOrderCount(isAlwaysShown ? null : (user?.id ?? null));
  const hasOrders = user ? (placed.data ?? 0) > 0 : recent.length > 0;
  if (!isAlwaysShown && !hasOrders) return null;
  return (
    <li>
      <NavLink to={user ? PATHS.accountOrders : PATHS.yourOrders} className={navLinkClass}>
        {m.nav.yourOrders}
      </NavLink>
    </li>
  );
}
