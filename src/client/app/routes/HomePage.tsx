import { lazy, Suspense } from 'react';
import { AddToCartButton } from '#client/features/cart/AddToCartButton.tsx';
import { Hero } from '#client/features/home/Hero.tsx';

// Only the hero is in the first load of / (npm run bench shows the budget); the rest of the page
// loads right after it.
const HomeBelowFold = lazy(() => import('#client/features/home/HomeBelowFold.tsx'));
const LocalVisit = lazy(() =>
  import('#client/features/shop-info/LocalVisit.tsx').then((m) => ({ default: m.LocalVisit })),
);

/** Home (DESIGN §6.1): hero, brands, Our News, Our Distinctive Edge, collections, local visit. */
export function HomePage() {
  return (
    <>
      <Hero />
      {/* Holds a screen's height while the sections load, so the footer does not flash up. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <HomeBelowFold renderAction={(product) => <AddToCartButton product={product} />} />
        <LocalVisit />
      </Suspense>
    </>
  );
}
