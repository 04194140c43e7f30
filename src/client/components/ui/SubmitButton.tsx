import type { ButtonHTMLAttributes } from 'react';
import { useMessages } from '#client/i18n/language-context.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>;

/**
 * The submit button of a form that only its script can send (docs/decisions/158): in the server's
 * HTML, and until the page has hydrated, it is disabled and shows a turning wheel, so a press
 * before the script arrives sends nothing, least of all a GET with what was typed in the address.
 * A form rendered in the browser gets the plain button at once.
 */
export function SubmitButton({ disabled = false, children, ...rest }: SubmitButtonProps) {
  const isHydrated = useHydrated();
  const m = useMessages();
  if (isHydrated) {
    return (
      <button type="submit" disabled={disabled} {...rest}>
        {children}
      </button>
    );
  }
  return (
    <button type="submit" {...rest} disabled aria-busy="true" data-waits-for-script="">
      <span
        aria-hidden="true"
        className="me-2 inline-block h-3.5 w-3.5 animate-spin rounded-full border-2 border-current border-t-transparent align-[-2px]"
      />
      {children}
      <span className="sr-only"> ({m.common.loading})</span>
    </button>
  );
}
