import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { ShopSettingsSchema } from '#shared/settings.ts';
import type { ShopSettings } from '#shared/settings-types.ts';

export const ADMIN_SETTINGS_QUERY_KEY = ['admin', 'settings'] as const;

/** GET /api/admin/settings: what the admin form starts from. */
export function fetchAdminSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return apiFetch('/api/admin/settings', { schema: ShopSettingsSchema, ...(signal ? { signal } : {}) });
}

export const adminSettingsQueryOptions = queryOptions({
  queryKey: ADMIN_SETTINGS_QUERY_KEY,
  queryFn: ({ signal }) => fetchAdminSettings(signal),
  staleTime: 0,
});

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions);
}
