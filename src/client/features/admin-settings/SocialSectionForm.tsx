import { saveSettingsSection } from '#client/api/admin-settings-section.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import type { SocialSection } from '#shared/settings-types.ts';
import { Field, INPUT, SettingsSection } from './SettingsSection.tsx';
import { useSectionDraft } from './use-settings-drafts.tsx';

const NETWORKS = ['instagram', 'tiktok', 'facebook'] as const;

/** Instagram, TikTok and Facebook; an empty one is hidden from the footer. */
export function SocialSectionForm({ initial }: { initial: SocialSection }) {
  const M = useMessages().adminSettings.social;
  const [form, setForm] = useSectionDraft('social', M.title, () => ({
    instagram: initial.instagram ?? '',
    tiktok: initial.tiktok ?? '',
    facebook: initial.facebook ?? '',
  }));
  return (
    <SettingsSection
      draftKey="social"
      title={M.title}
      intro={M.intro}
      labels={M}
      // The server turns an empty link into "none".
      onSave={() => saveSettingsSection('social', form as unknown as SocialSection)}
    >
      {NETWORKS.map((network) => (
        <Field key={network} label={M[network]}>
          {(id) => (
            <input
              id={id}
              // Not type="url": owners type instagram.com/… or @… too, and the server normalises them.
              type="text"
              inputMode="url"
              autoCapitalize="none"
              spellCheck={false}
              dir="ltr"
              className={INPUT}
              placeholder={`${network}.com/… · @…`}
              value={form[network]}
              onChange={(event) => setForm({ ...form, [network]: event.target.value })}
            />
          )}
        </Field>
      ))}
    </SettingsSection>
  );
}
