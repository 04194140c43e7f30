import { lazy, useMemo } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useProducts } from '#client/api/products.ts';
import { ProductGrid } from '#client/components/ui/ProductGrid.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { Spinner } from '#client/components/ui/Spinner.tsx';
import { StatusPage } from '#client/components/ui/StatusPage.tsx';
import { AddToCartButton } from '#client/features/cart/AddToCartButton.tsx';
import { ProductView } from '#client/features/product-page/ProductView.tsx';
import { useMessages } from '#client/i18n/language-context.ts';
import { TrackedSuspense } from '#client/lib/hydration-mark.tsx';
import { PATHS } from '#shared/paths.ts';
import { productBrandLabel } from '#shared/product-display.ts';
import { parseProductSegment, safeDecode } from '#shared/product-path.ts';

const SizeQuantityPicker = lazy(() => import('#client/features/cart/SizeQuantityPicker.tsx'));

const MORE_FROM_BRAND = 4;

export default function ProductPage() {
  const messages = useMessages();
  const m = messages.productPage;
  const { segment = '' } = useParams();
  const { pathname, search } = useLocation();
  const { data: products, isPending, isError } = useProducts();
  const shortId = parseProductSegment(segment)?.shortId;
  const product = useMemo(
    () => products?.find((p) => shortId !== undefined && p.path.endsWith(`-${shortId}`)),
    [products, shortId],
  );
  const more = useMemo(
    () =>
      product
        ? (products ?? [])
            .filter((p) => p.brand === product.brand && p.id !== product.id)
            .slice(0, MORE_FROM_BRAND)
        : [],
    [products, product],
  );

  if (isPending || isError) {
    return <QueryState isPending={isPending} isError={isError} loadingLabel={m.loading} />;
  }
  if (!product) {
    return (
      <StatusPage
        to={PATHS.perfumes}
        messages={{ title: m.notAvailableTitle, text: m.notAvailableText, back: m.backToCollection }}
      />
    );
  }
  // Renamed since the link was shared: show the current address.
  if (safeDecode(pathname) !== safeDecode(product.path)) {
    return <Navigate to={`${product.path}${search}`} replace />;
  }
  return (
    <ProductView
      product={product}
      purchase={
        <TrackedSuspense fallback={<Spinner />}>
          <SizeQuantityPicker product={product} />
        </TrackedSuspense>
      }
      more={
        more.length > 0 ? (
          <section aria-labelledby="more-from-brand" className="mt-14">
            <h2 id="more-from-brand" className="mb-6 font-display text-2xl text-ink">
              {m.moreFrom(productBrandLabel(product.brand))}
            </h2>
            <ProductGrid
              products={more}
              renderAction={(p) => <AddToCartButton product={p} />}
              label={m.moreFrom(productBrandLabel(product.brand))}
            />
          </section>
        ) : null
      }
    />
  );
}
