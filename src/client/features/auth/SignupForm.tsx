import { useState } from 'react';
import { Link } from 'react-router';
import type { Credentials } from '#client/api/auth-login.ts';
import { useSignUp } from '#client/api/auth-sign-up.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { toast } from '#client/lib/toast.ts';
import { localizedPath } from '#shared/i18n/languages.ts';
import { PATHS } from '#shared/paths.ts';
import { AuthForm } from './AuthForm.tsx';
import { signupErrorMessage } from './auth-errors.ts';
import { echoedError, useFormEcho } from './form-echo.ts';
import { ERROR_TOAST_MS } from './toast-timings.ts';
import { useSuccessThenGo } from './use-success-then-go.ts';

export function SignupForm() {
  const m = useMessages();
  const language = useLanguage();
  const signUp = useSignUp();
  const echo = useFormEcho('sign-up');
  const [error, setError] = useState(() =>
    echo ? signupErrorMessage(echoedError(echo), m, language) : null,
  );
  const success = useSuccessThenGo();

  const submit = (credentials: Credentials) => {
    setError(null);
    signUp.mutate(credentials, {
      // SPEC §4: a new account always starts on the home page.
      onSuccess: () => success.show(m.auth.signupSuccess, PATHS.home),
      onError: (cause) => {
        const message = signupErrorMessage(cause, m, language);
        setError(message);
        toast.error(message, { autoClose: ERROR_TOAST_MS, toastId: message });
      },
    });
  };

  return (
    <AuthForm
      title={m.auth.signupTitle}
      submitLabel={m.auth.signupButton}
      action={localizedPath(language, PATHS.signup)}
      defaultEmail={echo?.email}
      passwordAutoComplete="new-password"
      isBusy={signUp.isPending || success.isLeaving}
      error={error}
      onSubmit={submit}
      footer={
        <>
          {m.auth.haveAccount}{' '}
          <Link to={PATHS.login} className="text-gold underline underline-offset-4 hover:text-ink">
            {m.auth.loginButton}
          </Link>
        </>
      }
    />
  );
}
