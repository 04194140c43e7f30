import { Link, useLocation } from 'react-router';
import { PATHS } from '#shared/paths.ts';
import { useSession } from '../../api/me.ts';
import { StatusPage } from '../../components/ui/StatusPage.tsx';
import { loginStateFromForbidden } from '../../features/auth/after-login.ts';
import { useMessages } from '../../i18n/language-context.ts';

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
          <Link
            to={PATHS.login}
            state={loginStateFromForbidden(location.state)}
            className="inline-block rounded border border-gold px-5 py-[7px] font-medium text-gold hover:bg-gold hover:text-night"
          >
            {m.storefront.forbiddenLogin}
          </Link>
        </>
      ) : null}
    </StatusPage>
  );
}
