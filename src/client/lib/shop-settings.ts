import { createContext, useContext } from 'react';
import type { PublicConfig } from '#shared/public-config.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import { isShopSettings } from './shop-settings-guard.ts';

/**
 * The owner's settings as the app reads them: from one provider (`ShopSettingsProvider`), never
 * from a module of its own (docs/decisions/166). On the server the provider holds the settings of
 * the request being rendered; in the browser first those written into the page, then refreshed
 * from /api/settings when the tab comes back into view and every minute while it is shown, so an
 * open page follows a change without a reload. The header and the footer read it on the first
 * load (docs/decisions/012), so it stays free of queries.
 */
export const ShopConfigContext = createContext<PublicConfig | null>(null);

const REFRESH_MS = 60_000;

// The browser's latest settings after a refresh or a save; null until one happens (the page's own
// settings hold until then). Only the browser writes it: the server renders from the provider alone.
let refreshed: ShopSettings | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

/** The latest settings the browser knows of, or null while the page's own still hold. */
export function refreshedShopSettings(): ShopSettings | null {
  return refreshed;
}

export async function refreshShopSettings(): Promise<void> {
  try {
    const response = await fetch('/api/settings', { headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const next: unknown = await response.json();
    if (isShopSettings(next) && JSON.stringify(next) !== JSON.stringify(refreshed)) {
      setShopSettings(next);
    }
  } catch {
    // Offline or the server restarting: the settings already shown stay.
  }
}

/** After the admin saves: every part of this page shows the new values at once. */
export function setShopSettings(next: ShopSettings): void {
  refreshed = next;
  for (const listener of listeners) listener();
}

const onVisible = () => {
  if (document.visibilityState === 'visible') void refreshShopSettings();
};

/** The provider's subscription: the first one starts the refreshes, the last one stops them. */
export function subscribeToShopSettings(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    document.addEventListener('visibilitychange', onVisible);
    timer = setInterval(onVisible, REFRESH_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      document.removeEventListener('visibilitychange', onVisible);
      if (timer) clearInterval(timer);
      timer = null;
    }
  };
}

/** The page's public config (its address, the form it echoes) with the owner's settings now. */
export function usePublicConfig(): PublicConfig {
  const config = useContext(ShopConfigContext);
  if (!config) throw new Error('The app renders outside ShopSettingsProvider: it has no shop settings.');
  return config;
}

export function useShopSettings(): ShopSettings {
  return usePublicConfig().settings;
}
