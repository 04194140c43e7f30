import { NavLink } from 'react-router';
import { NAV_MESSAGES } from '#shared/messages-core.ts';
import { PATHS } from '#shared/paths.ts';
import { useSession } from '../../api/me.ts';
import { useRecentOrders } from '../../lib/recent-orders.ts';
import { navLinkClass } from './nav-styles.ts';

/**
 * "Your orders": in the navigation once there is something to show (a guest's sent orders, or any
 * signed-in customer), always in the footer.
 */
export function YourOrdersLink({ isAlwaysShown = false }: { isAlwaysShown?: boolean }) {
  const { user } = useSession();
  const recent = useRecentOrders();
  if (!isAlwaysShown && !user && recent.length === 0) return null;
  return (
    <li>
      <NavLink to={user ? PATHS.accountOrders : PATHS.yourOrders} className={navLinkClass}>
        {NAV_MESSAGES.yourOrders}
      </NavLink>
    </li>
  );
}
