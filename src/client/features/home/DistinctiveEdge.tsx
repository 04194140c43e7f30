import { SectionHeading } from '#client/components/ui/SectionHeading.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

// One line drawing per edge, in the order of the catalogue's home.edge: a drop of oil, an attar vial, a bottle.
const ICONS = [
  'M12 3c3 4 6 7.5 6 11a6 6 0 01-12 0c0-3.5 3-7 6-11z',
  'M10 3h4v3l2 2v12a1 1 0 01-1 1H9a1 1 0 01-1-1V8l2-2V3z',
  'M9 3h6v3H9zM7 8h10a1 1 0 011 1v11a1 1 0 01-1 1H7a1 1 0 01-1-1V9a1 1 0 011-1z',
];

/** "Our Distinctive Edge": premium oud, luxury attar, designer fragrances. */
export function DistinctiveEdge() {
  const m = useMessages();
  return (
    <section aria-labelledby="home-edge" className="mt-16">
      <SectionHeading id="home-edge" subtitle={m.home.edgeSubtitle}>
        {m.home.distinctiveEdge}
      </SectionHeading>
      <ul className="grid gap-6 md:grid-cols-3">
        {m.home.edge.map((edge, i) => (
          <li key={edge.title} className="rounded-lg border border-night-line bg-night-soft p-6 text-center">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="mx-auto h-10 w-10 text-gold"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
            >
              <path d={ICONS[i]} />
            </svg>
            <h3 className="mt-4 font-display text-xl text-ink">{edge.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-soft">{edge.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
