import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '#shared/public-config.ts';
import { SHOP } from '#shared/shop.ts';

let cached: PublicConfig | null = null;

// A hand-written guard rather than the zod schema: it keeps zod out of the first page load.
function isPublicConfig(value: unknown): value is PublicConfig {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.shopPhone === 'string' && typeof v.heroVideoUrl === 'string' && typeof v.publicUrl === 'string'
  );
}

/** Settings the server wrote into the page (the shop's phone, the hero video). */
export function getPublicConfig(): PublicConfig {
  if (cached) return cached;
  const fallback: PublicConfig = {
    shopPhone: SHOP.defaultPhone,
    heroVideoUrl: '/hero.mp4',
    publicUrl: typeof window === 'undefined' ? '' : window.location.origin,
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
