import type { RenderProductAction } from '#client/components/ui/ProductGrid.tsx';
import { ServerHtml } from '#client/lib/server-html.tsx';
import { BrandsSection } from './BrandsSection.tsx';
import { CollectionsGrid } from './CollectionsGrid.tsx';
import { DistinctiveEdge } from './DistinctiveEdge.tsx';
import { HomeStructuredData } from './HomeStructuredData.tsx';
import { OurNews } from './OurNews.tsx';
import { useScrollToSection } from './use-scroll-to-section.ts';

/**
 * The home page below the hero, loaded right after the first paint: the brands, Our News, Our
 * Distinctive Edge and the collections, and the page's structured data.
 */
export default function HomeBelowFold({ renderAction }: { renderAction?: RenderProductAction | undefined }) {
  // Here rather than in the page: the collections grid this scrolls to is part of this chunk.
  useScrollToSection();
  return (
    <>
      <BrandsSection />
      <OurNews renderAction={renderAction} />
      {/* Words, pictures and links: the server's HTML on the page it sent (docs/decisions/198). */}
      <ServerHtml>
        <DistinctiveEdge />
        <CollectionsGrid />
      </ServerHtml>
      <HomeStructuredData />
    </>
  );
}
