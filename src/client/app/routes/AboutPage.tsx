import { PageTitle } from '#client/components/ui/PageTitle.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

export default function AboutPage() {
  const m = useMessages();
  const { about } = m;
  return (
    <>
      <PageTitle subtitle={about.subtitle}>{m.nav.about}</PageTitle>
      <div className="mx-auto max-w-3xl space-y-12">
        <section aria-labelledby="about-story">
          <h2 id="about-story" className="mb-4 font-display text-2xl text-gold">
            {about.storyTitle}
          </h2>
          <div className="space-y-4 leading-relaxed text-ink-soft">
            {about.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
        <section aria-labelledby="about-mission">
          <h2 id="about-mission" className="mb-4 font-display text-2xl text-gold">
            {about.missionTitle}
          </h2>
          <p className="border-s-2 border-gold ps-4 text-lg leading-relaxed text-ink">{about.mission}</p>
        </section>
        <section aria-labelledby="about-values">
          <h2 id="about-values" className="mb-4 font-display text-2xl text-gold">
            {about.valuesTitle}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-3">
            {about.values.map((value) => (
              <li key={value.title} className="rounded-lg border border-night-line bg-night-soft p-6">
                <h3 className="font-display text-xl text-ink">{value.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-soft">{value.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
