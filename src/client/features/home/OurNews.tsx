import { useEffect } from 'react';
import { useProducts } from '#client/api/products.ts';
import { ProductGrid, type RenderProductAction } from '#client/components/ui/ProductGrid.tsx';
import { SectionHeading } from '#client/components/ui/SectionHeading.tsx';
import { Spinner } from '#client/components/ui/Spinner.tsx';
import { HOME_NEWEST_COUNT } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';

/** "Our News": the four newest perfumes, asked of the server with a limit. */
export function OurNews({ renderAction }: { renderAction?: RenderProductAction | undefined }) {
  const { data, isPending, error } = useProducts(HOME_NEWEST_COUNT);

  useEffect(() => {
    // SPEC §8: a failed load on the home page is logged only; the list stays empty.
    if (error) console.error('Could not load the newest perfumes', error);
  }, [error]);

  const products = data ?? [];
  return (
    <section aria-labelledby="home-news" className="mt-16">
      <SectionHeading id="home-news" subtitle={MESSAGES.home.newsSubtitle}>
        {MESSAGES.home.ourNews}
      </SectionHeading>
      {isPending ? (
        <div className="min-h-64">
          <Spinner />
        </div>
      ) : products.length === 0 ? (
        <p className="py-10 text-center text-ink-soft">{MESSAGES.home.noProducts}</p>
      ) : (
        <ProductGrid products={products} renderAction={renderAction} label={MESSAGES.home.ourNews} />
      )}
    </section>
  );
}
