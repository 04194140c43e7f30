import { useSyncExternalStore } from 'react';
import type { ShopSettings } from '#shared/settings-types.ts';
import { getPublicConfig } from './public-config.ts';
import { isShopSettings } from './shop-settings-guard.ts';

/**
 * The owner's settings in the browser: first those written into the page, then refreshed from
 * /api/settings when the tab comes back into view and every minute while it is shown, so an open
 * page follows a change without a reload. A plain store rather than a query: the header and the
 * footer read it on the first load (docs/decisions/012).
 */
const REFRESH_MS = 60_000;

let current: ShopSettings | null = null;
const listeners = new Set<() => void>();
const followers = new Set<(settings: ShopSettings) => void>();
let timer: ReturnType<typeof setInterval> | null = null;

export function getShopSettings(): ShopSettings {
  // A server renders many pages, each with the settings it was given: nothing is kept here.
  if (typeof document === 'undefined') return getPublicConfig().settings;
  current ??= getPublicConfig().settings;
  return current;
}

export async function refreshShopSettings(): Promise<void> {
  try {
    const response = await fetch('/api/settings', { headers: { accept: 'application/json' } });
    if (!response.ok) return;
    const next: unknown = await response.json();
    if (isShopSettings(next) && JSON.stringify(next) !== JSON.stringify(current)) {
      setShopSettings(next);
    }
  } catch {
    // Offline or the server restarting: the settings already shown stay.
  }
}

/** After the admin saves: every part of this page shows the new values at once. */
export function setShopSettings(next: ShopSettings): void {
  current = next;
  for (const follow of followers) follow(next);
  for (const listener of listeners) listener();
}

/**
 * Applies the settings to what follows them outside React (the price table, the shop's name in
 * titles) now and after every change. Those readers come with the page's content, so the frame's
 * first load does not carry them (docs/decisions/106).
 */
export function followShopSettings(follow: (settings: ShopSettings) => void): void {
  followers.add(follow);
  follow(getShopSettings());
}

const onVisible = () => {
  if (document.visibilityState === 'visible') void refreshShopSettings();
};

function subscribe(listener: () => void): () => void {
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

export function useShopSettings(): ShopSettings {
  return useSyncExternalStore(subscribe, getShopSettings, getShopSettings);
}
