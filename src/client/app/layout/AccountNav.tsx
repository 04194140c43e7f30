import { NavLink, useNavigate } from 'react-router';
import { useLogOut } from '#client/api/auth-logout.ts';
import { useSession } from '#client/api/me.ts';
import { NAV_ITEM_SPACING, navLinkClass } from '#client/components/ui/nav-styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { usePublicConfig } from '#client/lib/shop-settings.ts';
import { emailPrefix } from '#shared/format.ts';
import { PATHS } from '#shared/paths.ts';

/**
 * The account part of the navigation (SPEC §2): Login and Sign Up for guests; "Hi, " and the part
 * of the email before the @, and Logout, for a signed-in user; Admin, the way to the dashboard, for
 * an admin only (the server still guards it). On a page a guest asked for (no session cookie), the
 * guest's links show from the first paint. Elsewhere, while the state resolves, the guest's links hold
 * their room unseen and unread: the links beside them do not move, and a signed-in visitor never
 * sees Login flash by.
 */
export function AccountNav() {
  const m = useMessages();
  const navigate = useNavigate();
  const session = useSession();
  // A page asked for without a session cookie is a guest's: its links show from the server's HTML
  // and stay while the browser asks again (ADR 222).
  const isGuestPage = usePublicConfig().isGuest === true;
  const { user, isLoading } = isGuestPage && session.isLoading ? { user: null, isLoading: false } : session;
  const { logOut, isPending } = useLogOut();

  if (isLoading) {
    return [m.nav.login, m.nav.signup].map((text) => (
      <li key={text} aria-hidden="true" className="invisible">
        <span className={navLinkClass({ isActive: false })}>{text}</span>
      </li>
    ));
  }

  if (!user) {
    return (
      <>
        <li>
          <NavLink to={PATHS.login} className={navLinkClass}>
            {m.nav.login}
          </NavLink>
        </li>
        <li>
          <NavLink to={PATHS.signup} className={navLinkClass}>
            {m.nav.signup}
          </NavLink>
        </li>
      </>
    );
  }

  return (
    <>
      {user.role === 'admin' ? (
        <li>
          <NavLink to={PATHS.admin} className={navLinkClass}>
            {m.nav.admin}
          </NavLink>
        </li>
      ) : null}
      {/* A long address is cut short to the eye only: the whole of it is read out and shown on hover. */}
      <li className={`${NAV_ITEM_SPACING} max-w-32 truncate text-ink-soft`} title={emailPrefix(user.email)}>
        {m.nav.greeting}
        {emailPrefix(user.email)}
      </li>
      <li>
        <button
          type="button"
          aria-busy={isPending}
          onClick={() => {
            if (!isPending) void logOut(() => navigate(PATHS.home));
          }}
          className={`rounded ${NAV_ITEM_SPACING} text-ink transition-colors hover:text-gold`}
        >
          {m.nav.logout}
        </button>
      </li>
    </>
  );
}
