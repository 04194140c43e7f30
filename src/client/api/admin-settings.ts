import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/http.ts';
import { setShopSettings } from '#client/lib/shop-settings.ts';
import { type EditableSection, ShopSettingsSchema } from '#shared/settings.ts';
import type { ShopSettings } from '#shared/settings-types.ts';

export const ADMIN_SETTINGS_QUERY_KEY = ['admin', 'settings'] as const;

/** GET /api/admin/settings: what the admin form starts from. */
export function useAdminSettings() {
  return useQuery({
    queryKey: ADMIN_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch('/api/admin/settings', { schema: ShopSettingsSchema, signal }),
    staleTime: 0,
  });
}

/** PUT /api/admin/settings/:section; the pages open in this tab show the saved values at once. */
export async function saveSettingsSection<S extends EditableSection>(
  section: S,
  value: ShopSettings[S],
): Promise<ShopSettings> {
  const saved = await apiFetch(`/api/admin/settings/${section}`, {
    method: 'PUT',
    body: value,
    schema: ShopSettingsSchema,
  });
  setShopSettings(saved);
  return saved;
}

/** POST /api/admin/settings/hero (multipart: video, poster) or DELETE to go back to the default. */
export async function saveHero(form: FormData | null): Promise<ShopSettings> {
  const saved = await apiFetch('/api/admin/settings/hero', {
    method: form ? 'POST' : 'DELETE',
    ...(form ? { body: form } : {}),
    schema: ShopSettingsSchema,
  });
  setShopSettings(saved);
  return saved;
}
