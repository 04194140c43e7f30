import { ATTAR_ICON, BOTTLE_ICON, OIL_ICON } from '#client/components/ui/content-icons.tsx';
import { LineIcon } from '#client/components/ui/icons.tsx';
import { SectionHeading } from '#client/components/ui/SectionHeading.tsx';
import { useMessages } from '#client/i18n/language-context.ts';

// One line drawing per edge, in the order of the catalogue's home.edge.
const ICONS = [OIL_ICON, ATTAR_ICON, BOTTLE_ICON];

/** "Our Distinctive Edge": premium oud, luxury attar, designer fragrances. */
export function DistinctiveEdge() {
  const m = useMessages();
  return (
    // Below the first screen: drawn when scrolled near, holding its height until then (45rem on a
    // phone, 20rem from three columns on; docs/decisions/225).
    <section
      aria-labelledby="home-edge"
      className="mt-16 [content-visibility:auto] [contain-intrinsic-size:auto_45rem] md:[contain-intrinsic-size:auto_20rem]"
    >
      <SectionHeading id="home-edge" subtitle={m.home.edgeSubtitle}>
        {m.home.distinctiveEdge}
      </SectionHeading>
      <ul className="grid gap-6 md:grid-cols-3">
        {m.home.edge.map((edge, i) => (
          <li key={edge.title} className="rounded-lg border border-night-line bg-night-soft p-6 text-center">
            <LineIcon path={ICONS[i] ?? OIL_ICON} className="mx-auto h-10 w-10 text-gold" strokeWidth={1.5} />
            <h3 className="mt-4 font-display text-xl text-ink">{edge.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-soft">{edge.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
