import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { type PushSettings, PushSettingsSchema } from '#shared/push.ts';

export const ADMIN_PUSH_QUERY_KEY = ['admin', 'push'] as const;

/** GET /api/admin/push: the shop's VAPID public key and this admin's devices with alerts. */
export function fetchPushSettings(signal?: AbortSignal): Promise<PushSettings> {
  return apiFetch('/api/admin/push', { schema: PushSettingsSchema, ...(signal ? { signal } : {}) });
}

export const pushSettingsQueryOptions = queryOptions({
  queryKey: ADMIN_PUSH_QUERY_KEY,
  queryFn: ({ signal }) => fetchPushSettings(signal),
});

export function usePushSettings() {
  return useQuery(pushSettingsQueryOptions);
}
