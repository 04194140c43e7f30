import { type FormEvent, type ReactNode, useId } from 'react';
import type { Credentials } from '#client/api/auth-login.ts';
import { FIELD, PRIMARY_ACTION } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';

interface AuthFormProps {
  /** Names the form for screen readers (the page's heading). */
  title: string;
  submitLabel: string;
  /** Where the browser itself posts the form when the page's script has not run (docs/decisions/158). */
  action: string;
  /** The email the server's refusal sent back (a form posted without JavaScript). */
  defaultEmail?: string;
  /** Sign-up asks the browser for a new password, login for the saved one. */
  passwordAutoComplete: 'current-password' | 'new-password';
  isBusy: boolean;
  error: string | null;
  onSubmit: (credentials: Credentials) => void;
  /** The cross link under the form (to /signup or /login). */
  footer: ReactNode;
}

/**
 * Email and password, as SPEC §2 and §5 ask: an email field of type email and a password, both
 * required. The browser checks those two rules; the server checks everything. With the page's
 * script the form posts JSON and stays on the page; without it the browser posts the form itself.
 */
export function AuthForm({
  title,
  submitLabel,
  action,
  defaultEmail,
  passwordAutoComplete,
  isBusy,
  error,
  onSubmit,
  footer,
}: AuthFormProps) {
  const m = useMessages();
  const id = useId();
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : undefined;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const data = new FormData(event.currentTarget);
    onSubmit({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
  };

  return (
    <div className="mx-auto w-full max-w-sm">
      <form
        aria-label={title}
        // Sent by the browser only before the page's script runs: a POST, never a GET with the
        // password in the address (docs/decisions/158).
        method="post"
        action={action}
        onSubmit={handleSubmit}
        className="flex flex-col gap-5 rounded-lg border border-night-line bg-night-soft p-6"
      >
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-email`} className="text-sm text-ink-soft">
            {m.auth.email}
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            defaultValue={defaultEmail}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={FIELD}
          />
        </div>
        <div className="flex flex-col gap-2">
          <label htmlFor={`${id}-password`} className="text-sm text-ink-soft">
            {m.auth.password}
          </label>
          <input
            id={`${id}-password`}
            name="password"
            type="password"
            required
            autoComplete={passwordAutoComplete}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={FIELD}
          />
        </div>
        {error ? (
          <p
            id={errorId}
            role="alert"
            className="rounded border border-red-400/40 bg-red-950/40 px-3 py-2 text-sm text-red-200"
          >
            {error}
          </p>
        ) : null}
        <button
          type="submit"
          aria-disabled={isBusy}
          aria-busy={isBusy}
          className={`${PRIMARY_ACTION} w-full`}
        >
          {submitLabel}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-soft">{footer}</p>
    </div>
  );
}
