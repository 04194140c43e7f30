import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '#shared/public-config.ts';
import { isShopSettings } from './shop-settings-guard.ts';

let cached: PublicConfig | null = null;

// A hand-written guard rather than the zod schema: it keeps zod out of the first page load.
function isPublicConfig(value: unknown): value is PublicConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.publicUrl === 'string' && isShopSettings(v.settings);
}

/**
 * What the server wrote into the page: the public address and the owner's settings (in
 * development Vite writes them the same way), read once by the browser's entry for
 * `ShopSettingsProvider`; the app's parts read the provider (docs/decisions/166). The app keeps
 * no copy of its own of the settings, so a page without them is a setup mistake, said plainly.
 */
export function readPagePublicConfig(): PublicConfig {
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
