import { lazy } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useCataloguePage } from '#client/api/catalogue-page.ts';
import { isProductGone, useProductByShortId } from '#client/api/product-by-short-id.ts';
import { ProductGrid } from '#client/components/ui/ProductGrid.tsx';
import { QueryState } from '#client/components/ui/QueryState.tsx';
import { Spinner } from '#client/components/ui/Spinner.tsx';
import { StatusPage } from '#client/components/ui/StatusPage.tsx';
import { AddToCartButton } from '#client/features/cart/AddToCartButton.tsx';
import { ProductView } from '#client/features/product-page/ProductView.tsx';
import { useLanguage, useMessages } from '#client/i18n/language-context.ts';
import { TrackedSuspense } from '#client/lib/hydration-mark.tsx';
import { MORE_FROM_BRAND, moreFromBrandView } from '#shared/catalogue-view.ts';
import { PATHS } from '#shared/paths.ts';
import { productBrandLabel } from '#shared/product-display.ts';
import { parseProductSegment, safeDecode } from '#shared/product-path.ts';

const SizeQuantityPicker = lazy(() => import('#client/features/cart/SizeQuantityPicker.tsx'));

export default function ProductPage() {
  const messages = useMessages();
  const m = messages.productPage;
  const { segment = '' } = useParams();
  const { pathname, search } = useLocation();
  const shortId = parseProductSegment(segment)?.shortId ?? '';
  const language = useLanguage();
  // The page carries its one perfume, and the few of its brand shown below it (docs/decisions/193).
  const { data: product, isPending, isError, error } = useProductByShortId(shortId);
  const brandPage = useCataloguePage(moreFromBrandView(product?.brand ?? ''), language, MORE_FROM_BRAND + 1, {
    enabled: product !== undefined,
  });
  const more = (brandPage.data?.products ?? []).filter((p) => p.id !== product?.id).slice(0, MORE_FROM_BRAND);

  const isGone = isProductGone(error) || shortId === '';
  if (!isGone && (isPending || isError)) {
    return <QueryState isPending={isPending} isError={isError} loadingLabel={m.loading} />;
  }
  if (isGone || !product) {
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
              drawnAtOnce={0}
              renderAction={(p) => <AddToCartButton product={p} />}
              label={m.moreFrom(productBrandLabel(product.brand))}
            />
          </section>
        ) : null
      }
    />
  );
}
