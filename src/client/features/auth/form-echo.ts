import { useLocation } from 'react-router';
import { ApiError } from '#client/lib/http.ts';
import { usePublicConfig } from '#client/lib/shop-settings.ts';
import type { EchoedForm, FormEcho } from '#shared/public-config.ts';

/**
 * The refusal the server rendered this page with, when the form was sent without JavaScript
 * (docs/decisions/158): only on the page as it arrived (the router's first entry), so a later
 * visit to the form starts clean.
 */
export function useFormEcho(form: EchoedForm): FormEcho | null {
  const location = useLocation();
  const echo = usePublicConfig().formEcho;
  return echo?.form === form && location.key === 'default' ? echo : null;
}

/** The echoed refusal as the error the JSON route would have thrown, for the same message table. */
export function echoedError(echo: FormEcho): ApiError {
  const { status, code, message, params } = echo.error;
  return new ApiError(status, code, message, [], params);
}
