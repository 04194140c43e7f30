import { Link } from 'react-router';
import { useBrandDirectory } from '#client/api/brand-directory.ts';
import { SectionHeading } from '#client/components/ui/SectionHeading.tsx';
import { SECONDARY_ACTION } from '#client/components/ui/styles.ts';
import { useMessages } from '#client/i18n/language-context.ts';
import { PATHS } from '#shared/paths.ts';
import { BrandCarousel } from './BrandCarousel.tsx';

/**
 * The brands strip and the way to all of them: the directory's first page (brands with perfumes
 * first), so the home page stays the same size however many brands the shop keeps (docs/decisions/194).
 */
export function BrandsSection() {
  const m = useMessages();
  const brands = useBrandDirectory('', 1).data?.brands;
  return (
    <section aria-labelledby="home-brands" className="mt-16">
      <SectionHeading id="home-brands">{m.home.brandsTitle}</SectionHeading>
      {brands && brands.length > 0 ? (
        <BrandCarousel brands={brands} />
      ) : (
        // Holds the strip's height while the brands load, so the page below does not jump.
        <div aria-hidden="true" className="h-36 rounded-xl bg-night-soft/50" />
      )}
      <div className="mt-6 text-center">
        <Link to={PATHS.explore} className={SECONDARY_ACTION}>
          {m.home.viewAllBrands}
        </Link>
      </div>
    </section>
  );
}
