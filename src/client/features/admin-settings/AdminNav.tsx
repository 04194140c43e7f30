import { NavLink } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { PATHS } from '#shared/paths.ts';

const M = MESSAGES.adminSettings.nav;
const LINKS = [
  { to: PATHS.admin, label: M.products },
  { to: PATHS.adminSettings, label: M.settings },
  { to: PATHS.adminTeam, label: M.team },
  { to: PATHS.adminActivity, label: M.activity },
] as const;

/** The admin's pages, on each of them. */
export function AdminPagesNav() {
  return (
    <nav aria-label={M.label} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                `rounded border px-3 py-1 text-sm ${isActive ? 'border-gold text-gold' : 'border-night-line text-ink hover:border-gold'}`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
