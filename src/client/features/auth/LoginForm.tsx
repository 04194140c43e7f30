import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Credentials } from '#client/api/auth-login.ts';
import { useLogIn } from '#client/api/auth-login.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { toast } from '#client/lib/toast.ts';
import { localizedPath } from '#shared/i18n/languages.ts';
import { PATHS } from '#shared/paths.ts';
import { AuthForm } from './AuthForm.tsx';
import { pathAfterLogin } from './after-login.ts';
import { loginErrorMessage } from './auth-errors.ts';
import { echoedError, useFormEcho } from './form-echo.ts';
import { ERROR_TOAST_MS } from './toast-timings.ts';
import { useSuccessThenGo } from './use-success-then-go.ts';

export function LoginForm() {
  const m = useMessages();
  const language = useLanguage();
  const location = useLocation();
  const login = useLogIn();
  const echo = useFormEcho('login');
  const [error, setError] = useState(() => (echo ? loginErrorMessage(echoedError(echo), m, language) : null));
  const success = useSuccessThenGo();

  const submit = (credentials: Credentials) => {
    setError(null);
    login.mutate(credentials, {
      onSuccess: (user) => success.show(m.auth.loginSuccess, pathAfterLogin(user.role, location.state)),
      onError: (cause) => {
        const message = loginErrorMessage(cause, m, language);
        setError(message);
        toast.error(message, { autoClose: ERROR_TOAST_MS, toastId: message });
      },
    });
  };

  return (
    <AuthForm
      title={m.auth.loginTitle}
      submitLabel={m.auth.loginButton}
      action={localizedPath(language, PATHS.login)}
      defaultEmail={echo?.email}
      passwordAutoComplete="current-password"
      isBusy={login.isPending || success.isLeaving}
      error={error}
      onSubmit={submit}
      footer={
        <>
          {m.auth.noAccount}{' '}
          <Link to={PATHS.signup} className="text-gold underline underline-offset-4 hover:text-ink">
            {m.auth.signupButton}
          </Link>
        </>
      }
    />
  );
}
