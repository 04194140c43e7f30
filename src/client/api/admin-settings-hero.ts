import { apiFetch } from '#client/lib/http.ts';
import { setShopSettings } from '#client/lib/shop-settings.ts';
import { ShopSettingsSchema } from '#shared/settings.ts';
import type { ShopSettings } from '#shared/settings-types.ts';

/** POST /api/admin/settings/hero (multipart: video, poster) or DELETE (null) to go back to the default. */
export async function saveHero(form: FormData | null): Promise<ShopSettings> {
  const saved = await apiFetch('/api/admin/settings/hero', {
    method: form ? 'POST' : 'DELETE',
    ...(form ? { body: form } : {}),
    schema: ShopSettingsSchema,
  });
  setShopSettings(saved);
  return saved;
}
