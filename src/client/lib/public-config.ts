import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '#shared/public-config.ts';
import { isShopSettings } from './shop-settings-guard.ts';

let cached: PublicConfig | null = null;
/** On the server, the config of the page being rendered (src/client/entry-server.tsx). */
let serverConfig: PublicConfig | null = null;

export function setServerPublicConfig(config: PublicConfig): void {
  serverConfig = config;
}

// A hand-written guard rather than the zod schema: it keeps zod out of the first page load.
function isPublicConfig(value: unknown): value is PublicConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.publicUrl === 'string' && isShopSettings(v.settings);
}

/**
 * What the server wrote into the page: the public address and the owner's settings (in
 * development Vite writes them the same way). The app keeps no copy of its own of the settings,
 * so a page without them is a setup mistake, said plainly.
 */
export function getPublicConfig(): PublicConfig {
  if (typeof document === 'undefined') {
    if (!serverConfig) throw new Error('The server renders a page without its public config.');
    return serverConfig;
  }
  if (cached) return cached;
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent ?? 'null');
  } catch {
    parsed = null;
  }
  if (!isPublicConfig(parsed)) {
    throw new Error('This page has no shop settings: it must be served by the shop server (or npm run dev).');
  }
  cached = parsed;
  return cached;
}
