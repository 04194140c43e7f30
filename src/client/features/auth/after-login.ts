import type { Role } from '#shared/constants.ts';
import { PATHS } from '#shared/paths.ts';

/** What a page that sent the visitor to /login puts in the navigation state (the cart does). */
export interface LoginNavigationState {
  from?: string;
}

/** Only a path of this site: never `//elsewhere.example` nor a full URL. */
function isLocalPath(value: unknown): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')
  );
}

/**
 * SPEC §4: back to the page that asked for the login when there is one, else /admin for an admin
 * and / for everyone else.
 */
export function pathAfterLogin(role: Role, state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  if (isLocalPath(from) && from !== PATHS.login && from !== PATHS.signup) return from;
  return role === 'admin' ? PATHS.admin : PATHS.home;
}

/** What the /admin guard puts in the navigation state when it sends a visitor to /403. */
export const FORBIDDEN_FROM_ADMIN: LoginNavigationState = { from: PATHS.admin };

/**
 * The /403 page's "Log in" returns to /admin only for a visitor the /admin guard sent there;
 * anyone else lands where a login usually leads.
 */
export function loginStateFromForbidden(state: unknown): LoginNavigationState {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
  return from === PATHS.admin ? { from: PATHS.admin } : {};
}
