import { Link } from 'react-router';
import { SectionHeading } from '#client/components/ui/SectionHeading.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import { EMPTY_FILTERS, filtersToSearchParams } from '#shared/catalogue-filter.ts';
import type { Category } from '#shared/constants.ts';
import { HOME_SECTIONS, PATHS } from '#shared/paths.ts';

const COLLECTIONS: { category: Category; tint: string }[] = [
  { category: 'women', tint: 'from-[#3a2420]' },
  { category: 'men', tint: 'from-[#1c2633]' },
  { category: 'unisex', tint: 'from-[#3a2e17]' },
];

/** The Women, Men and Unisex collections: the target of the empty cart's Shop Now. */
export function CollectionsGrid() {
  const m = useMessages();
  return (
    // Below the first screen: drawn when scrolled near, holding its height until then (42.5rem on a
    // phone, 16rem from three columns on; docs/decisions/225).
    <section
      id={HOME_SECTIONS.collections}
      aria-labelledby="home-collections"
      className="mt-16 scroll-mt-24 [content-visibility:auto] [contain-intrinsic-size:auto_42.5rem] md:[contain-intrinsic-size:auto_16rem]"
    >
      <SectionHeading id="home-collections">{m.home.collectionsTitle}</SectionHeading>
      <ul className="grid gap-6 md:grid-cols-3">
        {COLLECTIONS.map(({ category, tint }) => {
          const collection = m.home.collections[category];
          const search = filtersToSearchParams({ ...EMPTY_FILTERS, gender: category }).toString();
          return (
            <li key={category}>
              <Link
                to={`${PATHS.perfumes}?${search}`}
                className={`group flex h-48 flex-col justify-end rounded-lg border border-night-line bg-gradient-to-br ${tint} to-night-soft p-6 transition-colors hover:border-gold`}
              >
                <span className="font-display text-2xl text-gold">{collection.title}</span>
                <span className="mt-1 text-sm text-ink-soft">{collection.text}</span>
                <span className="mt-3 text-sm font-medium text-ink group-hover:text-gold">
                  {m.home.shopCollection}{' '}
                  <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                    →
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
