import type { ShopSettings } from './settings-types.ts';

/** Settings the server hands to the browser inside the HTML it serves (never secrets). */
export interface PublicConfig {
  publicUrl: string;
  /** The owner's settings as they were when the page was served; the browser refreshes them. */
  settings: ShopSettings;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';
