import { useRef, useState } from 'react';
import { saveHero } from '#client/api/admin-settings-hero.ts';
import { SECONDARY_ACTION } from '#client/components/ui/styles.ts';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { DEFAULT_HERO_VIDEO_URL, type HeroSection } from '#shared/settings-types.ts';
import { Field, issueLines, SettingsSection } from './SettingsSection.tsx';

/** The home page's video and poster: upload new ones, or go back to the default. */
export function HeroSectionForm({ initial }: { initial: HeroSection }) {
  const M = useMessages().adminSettings.hero;
  const m = useMessages();
  const language = useLanguage();
  const [hero, setHero] = useState(initial);
  const video = useRef<HTMLInputElement>(null);
  const poster = useRef<HTMLInputElement>(null);
  const [resetMessage, setResetMessage] = useState<string | null>(null);

  const upload = async () => {
    const form = new FormData();
    const videoFile = video.current?.files?.[0];
    const posterFile = poster.current?.files?.[0];
    if (videoFile) form.append('video', videoFile);
    if (posterFile) form.append('poster', posterFile);
    const saved = await saveHero(form);
    setHero(saved.hero);
    if (video.current) video.current.value = '';
    if (poster.current) poster.current.value = '';
  };

  const resetToDefault = async () => {
    setResetMessage(null);
    try {
      setHero((await saveHero(null)).hero);
      setResetMessage(m.adminSettings.saved);
    } catch (error) {
      setResetMessage(issueLines(error, m, language).join(' '));
    }
  };

  return (
    <SettingsSection title={M.title} intro={M.intro} labels={M} onSave={upload} saveLabel={M.upload}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={M.video}>
          {(id) => (
            <input id={id} ref={video} type="file" accept="video/mp4,video/webm" className="text-ink" />
          )}
        </Field>
        <Field label={M.poster}>
          {(id) => (
            <input
              id={id}
              ref={poster}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="text-ink"
            />
          )}
        </Field>
      </div>
      <div className="flex flex-col gap-2">
        <span className="text-sm text-ink">{M.current}</span>
        <video
          src={hero.videoUrl ?? DEFAULT_HERO_VIDEO_URL}
          poster={hero.posterUrl ?? undefined}
          muted
          controls
          preload="metadata"
          className="w-full max-w-sm rounded border border-night-line"
          data-testid="hero-preview"
        />
        {hero.videoUrl === null ? <p className="text-sm text-ink-soft">{M.isDefault}</p> : null}
      </div>
      {hero.videoUrl !== null || hero.posterUrl !== null ? (
        <div className="flex items-center gap-3">
          <button type="button" className={SECONDARY_ACTION} onClick={() => void resetToDefault()}>
            {M.useDefault}
          </button>
          <p role="status">{resetMessage}</p>
        </div>
      ) : null}
    </SettingsSection>
  );
}
