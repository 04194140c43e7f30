import { type RefObject, useLayoutEffect } from 'react';
import { useHref, useLocation } from 'react-router';

/** The form's fields as the browser would send them (files left out: the filters have none). */
export function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === 'string') params.append(key, value);
  return params;
}

/**
 * What the customer typed or chose in the server's form before this code arrived: React keeps the
 * fields' values when it hydrates (it does not reset them to the render's), so they are read once,
 * in the hydrating commit, before any later render can replace them; `apply` makes the page (and
 * its address) follow them (docs/decisions/193).
 *
 * A link tapped while the page hydrates has already moved the address on (React replays the tap
 * once the link's part is ready, before this commit): that later choice wins, and the form is left
 * alone rather than pulling the customer back to this page.
 */
export function useFormBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  apply: (params: URLSearchParams) => void,
): void {
  const { pathname, search } = useLocation();
  const here = useHref({ pathname, search });
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, at hydration.
  useLayoutEffect(() => {
    const isStillHere = `${window.location.pathname}${window.location.search}` === here;
    if (form.current && isStillHere) apply(formParams(form.current));
  }, []);
}
