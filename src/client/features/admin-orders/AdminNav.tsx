import { NavLink } from 'react-router';
import { useOrderBookEvents } from '#client/api/admin-order-events.ts';
import { useNewOrderCount } from '#client/api/admin-orders-new-count.ts';
import { CountBadge } from '#client/components/ui/CountBadge.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import { PATHS } from '#shared/paths.ts';
import { useAdminApp } from './use-admin-app.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 rounded px-3 py-1.5 ${isActive ? 'bg-gold text-night' : 'text-ink hover:text-gold'}`;

const SETTINGS_LINKS = [
  { to: PATHS.adminSettings, label: 'settings' },
  { to: PATHS.adminTeam, label: 'team' },
  { to: PATHS.adminActivity, label: 'activity' },
] as const;

/**
 * Products, Orders, Brands, Settings, Team and Activity; the count of orders nobody has handled yet follows
 * new orders live, in the badge and the tab's title (docs/decisions/140).
 */
export function AdminNav() {
  const m = useMessages();
  useOrderBookEvents(true);
  const count = useNewOrderCount();
  useAdminApp(count.data);
  const words = m.inbox;
  const fresh = count.data ?? 0;
  return (
    <nav aria-label={words.nav} className="mb-6 flex justify-center">
      <ul className="flex flex-wrap justify-center gap-2 rounded-lg border border-night-line p-1">
        <li>
          <NavLink to={PATHS.admin} end className={linkClass}>
            {words.products}
          </NavLink>
        </li>
        <li>
          <NavLink to={PATHS.adminOrders} end className={linkClass}>
            {words.orders}
            <CountBadge
              count={fresh}
              label={words.newBadge(fresh)}
              testId="new-orders-badge"
              className="rounded-full bg-red-700 px-2 text-xs font-semibold text-white"
            />
          </NavLink>
        </li>
        <li>
          <NavLink to={PATHS.adminBrands} end className={linkClass}>
            {m.brandsAdmin.nav}
          </NavLink>
        </li>
        <li>
          <NavLink to={PATHS.adminDiscountCodes} end className={linkClass}>
            {m.discountCodes.admin.nav}
          </NavLink>
        </li>
        {SETTINGS_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className={linkClass}>
              {m.adminSettings.nav[link.label]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
