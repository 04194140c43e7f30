import type { ErrorCode, ErrorParams } from './errors.ts';
import type { ShopSettings } from './settings-types.ts';
import type { ZoneOffsets } from './zone-offsets.ts';

/** The account forms the server also takes without JavaScript (docs/decisions/158). */
export type EchoedForm = 'login' | 'sign-up';

/**
 * A form sent without JavaScript that the server refused: the page is rendered again with the
 * refusal and the email typed (never the password), as the form would show them with JavaScript.
 */
export interface FormEcho {
  form: EchoedForm;
  email: string;
  error: { status: number; code: ErrorCode; message: string; params?: ErrorParams };
}

/** Settings the server hands to the browser inside the HTML it serves (never secrets). */
export interface PublicConfig {
  publicUrl: string;
  /** The owner's settings as they were when the page was served; the browser refreshes them. */
  settings: ShopSettings;
  /** The shop's offsets from UTC for a year, so the browser reads its clock without a time-zone formatter. */
  zoneOffsets?: ZoneOffsets;
  /** The minute the page was made for (ISO): its first render shows the open-now line as of then. */
  shownAt?: string;
  /** The request carried no session: the page shows a guest's account links from the start. */
  isGuest?: boolean;
  /** Only on the page answering a refused form (it is then never cached). */
  formEcho?: FormEcho;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

/** The query data the server rendered the page with, for the browser's query cache. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';
/** On `#root` when its content is the server's rendering of the app, to be hydrated. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
/**
 * Set on `<html>` (`data-hydrated="true"`) once the page's first render in the browser has committed
 * (hydrated or rendered): from then on its buttons and inputs answer. Browser journeys wait for it.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** The inline script of a page whose scripts start on the visitor's first act (docs/decisions/222). */
export const SCRIPTS_ON_INTERACTION_ID = 'scripts-on-interaction';
