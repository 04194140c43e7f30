import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import {
  refreshedShopSettings,
  ShopConfigContext,
  subscribeToShopSettings,
} from '#client/lib/shop-settings.ts';
import type { PublicConfig } from '#shared/public-config.ts';

/**
 * The one source of the owner's settings for everything below it (docs/decisions/166). `config`
 * is the page's: on the server the request's own, in the browser what the server wrote into the
 * page. In the browser a refresh or a save replaces the settings; a hydrating render uses the
 * page's, the same the server rendered with.
 */
export function ShopSettingsProvider({ config, children }: { config: PublicConfig; children: ReactNode }) {
  const settings = useSyncExternalStore(
    subscribeToShopSettings,
    () => refreshedShopSettings() ?? config.settings,
    () => config.settings,
  );
  const value = useMemo(() => ({ ...config, settings }), [config, settings]);
  return <ShopConfigContext value={value}>{children}</ShopConfigContext>;
}
