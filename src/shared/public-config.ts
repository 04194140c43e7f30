import type { ShopSettings } from './settings-types.ts';

/** Settings the server hands to the browser inside the HTML it serves (never secrets). */
export interface PublicConfig {
  publicUrl: string;
  /** The owner's settings as they were when the page was served; the browser refreshes them. */
  settings: ShopSettings;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

/** The query data the server rendered the page with, for the browser's query cache. */
export const QUERY_STATE_ELEMENT_ID = 'query-state';
/** On `#root` when its content is the server's rendering of the app, to be hydrated. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
