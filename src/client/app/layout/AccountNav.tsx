import { NavLink } from 'react-router';
import { MESSAGES } from '#shared/messages.ts';
import { PATHS } from '#shared/paths.ts';
import { navLinkClass } from './nav-styles.ts';

/** The account part of the navigation: Login and Sign Up for guests. */
export function AccountNav() {
  return (
    <>
      <li>
        <NavLink to={PATHS.login} className={navLinkClass}>
          {MESSAGES.nav.login}
        </NavLink>
      </li>
      <li>
        <NavLink to={PATHS.signup} className={navLinkClass}>
          {MESSAGES.nav.signup}
        </NavLink>
      </li>
    </>
  );
}
