import type { ReactNode } from 'react';
import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 font-display text-2xl text-gold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function AboutPage() {
  const m = useMessages();
  const { about } = m;
  return (
    <>
      <PageTitle subtitle={about.subtitle}>{m.nav.about}</PageTitle>
      <div className="mx-auto max-w-3xl space-y-12">
        <AboutSection id="about-story" title={about.storyTitle}>
          <div className="space-y-4 leading-relaxed text-ink-soft">
            {about.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </AboutSection>
        <AboutSection id="about-mission" title={about.missionTitle}>
          <p className="border-s-2 border-gold ps-4 text-lg leading-relaxed text-ink">{about.mission}</p>
        </AboutSection>
        <AboutSection id="about-values" title={about.valuesTitle}>
          <ul className="grid gap-6 sm:grid-cols-3">
            {about.values.map((value) => (
              <li key={value.title} className="rounded-lg border border-night-line bg-night-soft p-6">
                <h3 className="font-display text-xl text-ink">{value.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-soft">{value.text}</p>
              </li>
            ))}
          </ul>
        </AboutSection>
      </div>
    </>
  );
}
