import { apiFetch } from '#client/lib/http.ts';
import { setShopSettings } from '#client/lib/shop-settings.ts';
import { type EditableSection, ShopSettingsSchema } from '#shared/settings.ts';
import type { ShopSettings } from '#shared/settings-types.ts';

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
