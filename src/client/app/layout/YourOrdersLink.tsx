import { NavLink } from 'react-router';
import { NAV_MESSAGES } from '#shared/messages-core.ts';
import { PATHS } from '#shared/paths.ts';
import { useAccountOrderCount } from '../../api/account-orders-count.ts';
import { useSession } from '../../api/me.ts';
import { navLinkClass } from '../../components/ui/styles.ts';
import { useRecentOrders } from '../../lib/recent-orders.ts';

/**
 * "Your orders": in the navigation once there is something to show (a guest's sent orders, or a
 * signed-in customer's placed orders), always in the footer.
 */
export function YourOrdersLink({ isAlwaysShown = false }: { isAlwaysShown?: boolean }) {
  const { user } = useSession();
  const recent = useRecentOrders();
  const placed = useAccountOrderCount(isAlwaysShown ? null : (user?.id ?? null));
  const hasOrders = user ? (placed.data ?? 0) > 0 : recent.length > 0;
  if (!isAlwaysShown && !hasOrders) return null;
  return (
    <li>
      <NavLink to={user ? PATHS.accountOrders : PATHS.yourOrders} className={navLinkClass}>
        {NAV_MESSAGES.yourOrders}
      </NavLink>
    </li>
  );
}
