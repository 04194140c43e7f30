/** Settings the server hands to the browser inside the HTML it serves (never secrets). */
export interface PublicConfig {
  shopPhone: string;
  heroVideoUrl: string;
  publicUrl: string;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';
