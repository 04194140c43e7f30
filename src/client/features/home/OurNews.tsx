import { useEffect } from 'react';
import { useProducts } from '#client/api/products.ts';
import { ProductGrid, type RenderProductAction } from '#client/components/ui/ProductGrid.tsx';
import { SectionHeading } from '#client/components/ui/SectionHeading.tsx';
import { Spinner } from '#client/components/ui/Spinner.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import { HOME_NEWEST_COUNT } from '#shared/constants.ts';

/** "Our News": the four newest perfumes, asked of the server with a limit. */
export function OurNews({ renderAction }: { renderAction?: RenderProductAction | undefined }) {
  const m = useMessages();
  const { data, isPending, error } = useProducts(HOME_NEWEST_COUNT);

  useEffect(() => {
    // SPEC §8: a failed load on the home page is logged only; the list stays empty.
    if (error) console.error('Could not load the newest perfumes', error);
  }, [error]);

  const products = data ?? [];
  return (
    <section aria-labelledby="home-news" className="mt-16">
      <SectionHeading id="home-news" subtitle={m.home.newsSubtitle}>
        {m.home.ourNews}
      </SectionHeading>
      {isPending ? (
        <div className="min-h-64">
          <Spinner />
        </div>
      ) : products.length === 0 ? (
        <p className="py-10 text-center text-ink-soft">{m.home.noProducts}</p>
      ) : (
        <ProductGrid products={products} renderAction={renderAction} drawnAtOnce={0} label={m.home.ourNews} />
      )}
    </section>
  );
}
