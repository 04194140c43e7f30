import { Link, useLocation } from 'react-router';
import { useSession } from '#client/api/me.ts';
import { StatusPage } from '#client/components/ui/StatusPage.tsx';
import { SECONDARY_ACTION } from '#client/components/ui/styles.ts';
import { loginStateFromForbidden } from '#client/features/auth/after-login.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { PATHS } from '#shared/paths.ts';

/**
 * SPEC §2 /403. A signed-out visitor is offered "Log in" too; one sent here by the /admin guard
 * returns to /admin after logging in (docs/decisions/076).
 */
export default function ForbiddenPage() {
  const m = useMessages();
  const { user, isLoading } = useSession();
  const location = useLocation();
  const isSignedOut = !isLoading && user === null;
  return (
    <StatusPage messages={m.forbidden}>
      {isSignedOut ? (
        <>
          <p className="basis-full text-ink-soft">{m.storefront.forbiddenLoginHint}</p>
          <Link to={PATHS.login} state={loginStateFromForbidden(location.state)} className={SECONDARY_ACTION}>
            {m.storefront.forbiddenLogin}
          </Link>
        </>
      ) : null}
    </StatusPage>
  );
}
