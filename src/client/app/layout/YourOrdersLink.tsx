import { NavLink } from 'react-router';
import { useAccountOrderCount } from '#client/api/account-orders-count.ts';
import { useSession } from '#client/api/me.ts';
import { navLinkClass } from '#client/components/ui/nav-styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { useRecentOrders } from '#client/lib/recent-orders.ts';
import { PATHS } from '#shared/paths.ts';

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
