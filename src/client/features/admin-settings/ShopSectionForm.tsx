import { saveSettingsSection } from '#client/api/admin-settings-section.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import type { ShopSection } from '#shared/settings-types.ts';
import { mapsEmbedUrl } from '#shared/shop.ts';
import { Field, INPUT, SettingsSection } from './SettingsSection.tsx';
import { ShopTextsInLanguages } from './ShopTextsInLanguages.tsx';
import { useSectionDraft } from './use-settings-drafts.tsx';

const TEXT_FIELDS = [
  'name',
  'whatsAppPhone',
  'callPhone',
  'street',
  'town',
  'region',
  'bannerText',
  'tagline',
] as const;

/** The shop's name, numbers, address, map position, banner and tagline, the last three in three languages. */
export function ShopSectionForm({ initial }: { initial: ShopSection }) {
  const M = useMessages().adminSettings.shop;
  const [form, setForm] = useSectionDraft('shop', M.title, () => ({
    ...initial,
    latitude: String(initial.latitude),
    longitude: String(initial.longitude),
  }));
  const latitude = Number(form.latitude);
  const longitude = Number(form.longitude);
  const isPosition =
    form.latitude.trim() !== '' &&
    form.longitude.trim() !== '' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180;

  return (
    <SettingsSection
      title={M.title}
      draftKey="shop"
      labels={M}
      onSave={() =>
        // The numbers go as typed: the server says which one is wrong.
        saveSettingsSection('shop', {
          ...form,
          latitude: Number(form.latitude),
          longitude: Number(form.longitude),
        })
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {TEXT_FIELDS.map((key) => (
          <Field key={key} label={M[key]}>
            {(id) => (
              <input
                id={id}
                className={INPUT}
                value={form[key]}
                inputMode={key.endsWith('Phone') ? 'tel' : undefined}
                dir={key.endsWith('Phone') ? 'ltr' : undefined}
                onChange={(event) => setForm({ ...form, [key]: event.target.value })}
              />
            )}
          </Field>
        ))}
        {(['latitude', 'longitude'] as const).map((key) => (
          <Field key={key} label={M[key]}>
            {(id) => (
              <input
                id={id}
                className={INPUT}
                type="number"
                step="any"
                value={form[key]}
                onChange={(event) => setForm({ ...form, [key]: event.target.value })}
              />
            )}
          </Field>
        ))}
      </div>
      <ShopTextsInLanguages values={form} onChange={(key, value) => setForm({ ...form, [key]: value })} />
      {isPosition ? (
        <iframe
          dir="ltr"
          title={M.mapPreview}
          src={mapsEmbedUrl(latitude, longitude)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="aspect-video h-auto w-full max-w-xl rounded border border-night-line"
        />
      ) : null}
    </SettingsSection>
  );
}
