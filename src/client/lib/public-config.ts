import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '#shared/public-config.ts';
import { DEFAULT_SETTINGS } from '#shared/settings-types.ts';
import { isShopSettings } from './shop-settings-guard.ts';

let cached: PublicConfig | null = null;

// A hand-written guard rather than the zod schema: it keeps zod out of the first page load.
function isPublicConfig(value: unknown): value is PublicConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.publicUrl === 'string' && isShopSettings(v.settings);
}

/** What the server wrote into the page: the public address and the owner's settings. */
export function getPublicConfig(): PublicConfig {
  if (cached) return cached;
  const fallback: PublicConfig = {
    publicUrl: typeof window === 'undefined' ? '' : window.location.origin,
    settings: DEFAULT_SETTINGS,
  };
  if (typeof document === 'undefined') return fallback;
  try {
    const parsed: unknown = JSON.parse(
      document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.textContent ?? 'null',
    );
    // The Vite dev server serves the page without the server's config: the defaults apply there.
    cached = isPublicConfig(parsed) ? parsed : fallback;
  } catch {
    cached = fallback;
  }
  return cached;
}
