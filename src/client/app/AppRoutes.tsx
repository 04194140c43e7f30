import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { Spinner } from '#client/components/ui/Spinner.tsx';
import { TrackedSuspense } from '#client/lib/hydration-mark.tsx';
import { isAppPath, isTrackingPath, PATHS, TRACK_PATH_PREFIX } from '#shared/paths.ts';
import { ClientOnly } from './ClientOnly.tsx';
import { usePageMeta } from './layout/use-page-meta.ts';
import { HomePage } from './routes/HomePage.tsx';

// The route table loads after the frame, with the query client (docs/decisions/106); the home
// page comes in its chunk, every other page loads when first visited.
const pages = {
  about: () => import('./routes/AboutPage.tsx'),
  location: () => import('./routes/LocationPage.tsx'),
  contact: () => import('./routes/ContactPage.tsx'),
  perfumes: () => import('./routes/PerfumesPage.tsx'),
  product: () => import('./routes/ProductPage.tsx'),
  explore: () => import('./routes/ExplorePage.tsx'),
  login: () => import('./routes/LoginPage.tsx'),
  signup: () => import('./routes/SignupPage.tsx'),
  forbidden: () => import('./routes/ForbiddenPage.tsx'),
  notFound: () => import('./routes/NotFoundPage.tsx'),
};
const AboutPage = lazy(pages.about);
const LocationPage = lazy(pages.location);
const ContactPage = lazy(pages.contact);
const PerfumesPage = lazy(pages.perfumes);
const ProductPage = lazy(pages.product);
const ExplorePage = lazy(pages.explore);
const CartPage = lazy(() => import('./routes/CartPage.tsx'));
const CheckoutPage = lazy(() => import('./routes/CheckoutPage.tsx'));
const LoginPage = lazy(pages.login);
const SignupPage = lazy(pages.signup);
const AdminPage = lazy(() => import('./routes/AdminPage.tsx'));
const AdminSettingsPage = lazy(() => import('./routes/AdminSettingsPage.tsx'));
const AdminTeamPage = lazy(() => import('./routes/AdminTeamPage.tsx'));
const AdminActivityPage = lazy(() => import('./routes/AdminActivityPage.tsx'));
// Only admins need the guard: it loads with the admin page, not with the home page.
const AdminGuard = lazy(() =>
  import('#client/features/auth/AdminGuard.tsx').then((m) => ({ default: m.AdminGuard })),
);
const YourOrdersPage = lazy(() => import('./routes/YourOrdersPage.tsx'));
const AccountOrdersPage = lazy(() => import('./routes/AccountOrdersPage.tsx'));
const TrackOrderPage = lazy(() => import('./routes/TrackOrderPage.tsx'));
const AdminOrdersPage = lazy(() => import('./routes/AdminOrdersPage.tsx'));
const AdminOrdersPrintPage = lazy(() => import('./routes/AdminOrdersPrintPage.tsx'));
const ForbiddenPage = lazy(pages.forbidden);
const NotFoundPage = lazy(pages.notFound);

/** The pages the server renders, with their chunk (none for the home page, in this one). */
const SERVER_RENDERED: readonly (readonly [string, (() => Promise<unknown>) | null])[] = [
  [PATHS.home, null],
  [PATHS.about, pages.about],
  [PATHS.location, pages.location],
  [PATHS.contact, pages.contact],
  [PATHS.perfumes, pages.perfumes],
  [`${PATHS.perfumes}/:segment`, pages.product],
  [PATHS.explore, pages.explore],
  [PATHS.login, pages.login],
  [PATHS.signup, pages.signup],
  [PATHS.forbidden, pages.forbidden],
];

/**
 * Loads the chunk of the page the server rendered at `pathname` as soon as the route table has
 * arrived (main.tsx): the page's content hydrates when it is there, and the server's HTML stays
 * until then (docs/decisions/106).
 */
export function loadServerRenderedPage(pathname: string): Promise<unknown> {
  const page = SERVER_RENDERED.find(([path]) => matchPath(path, pathname));
  if (page) return page[1]?.() ?? Promise.resolve();
  return isAppPath(pathname) || isTrackingPath(pathname) ? Promise.resolve() : pages.notFound();
}

/** The pages, inside the layout's `<main>` (Layout.tsx). */
export default function AppRoutes() {
  const { pathname } = useLocation();
  // A product page's head is settled in page-head.ts, which loads after the first render.
  const isKnownRoute = isAppPath(pathname) || pathname.startsWith(`${PATHS.perfumes}/`);
  usePageMeta(pathname, !isKnownRoute);
  // Tracked: inside a deferred part this boundary hydrates in a pass of its own, after the part
  // itself, and the page is ready only once it has (docs/decisions/106).
  return (
    <TrackedSuspense fallback={<Spinner fullScreen />}>
      <Routes>
        <Route path={PATHS.home} element={<HomePage />} />
        <Route path={PATHS.about} element={<AboutPage />} />
        <Route path={PATHS.location} element={<LocationPage />} />
        <Route path={PATHS.contact} element={<ContactPage />} />
        <Route path={PATHS.perfumes} element={<PerfumesPage />} />
        <Route path={`${PATHS.perfumes}/:segment`} element={<ProductPage />} />
        <Route path={PATHS.explore} element={<ExplorePage />} />
        <Route
          path={PATHS.cart}
          element={
            <ClientOnly>
              <CartPage />
            </ClientOnly>
          }
        />
        <Route
          path={PATHS.checkout}
          element={
            <ClientOnly>
              <CheckoutPage />
            </ClientOnly>
          }
        />
        <Route path={PATHS.login} element={<LoginPage />} />
        <Route path={PATHS.signup} element={<SignupPage />} />
        {(
          [
            [PATHS.admin, <AdminPage key="products" />],
            [PATHS.adminSettings, <AdminSettingsPage key="settings" />],
            [PATHS.adminTeam, <AdminTeamPage key="team" />],
            [PATHS.adminActivity, <AdminActivityPage key="activity" />],
            [PATHS.adminOrders, <AdminOrdersPage key="orders" />],
            [PATHS.adminOrdersPrint, <AdminOrdersPrintPage key="print" />],
          ] as const
        ).map(([path, page]) => (
          <Route
            key={path}
            path={path}
            element={
              // SPEC §2: nothing is shown while the sign-in state resolves, not even a spinner.
              <ClientOnly>
                <Suspense fallback={null}>
                  <AdminGuard>{page}</AdminGuard>
                </Suspense>
              </ClientOnly>
            }
          />
        ))}
        <Route
          path={PATHS.yourOrders}
          element={
            <ClientOnly>
              <YourOrdersPage />
            </ClientOnly>
          }
        />
        <Route
          path={PATHS.accountOrders}
          element={
            <ClientOnly>
              <AccountOrdersPage />
            </ClientOnly>
          }
        />
        <Route
          path={`${TRACK_PATH_PREFIX}:token`}
          element={
            <ClientOnly>
              <TrackOrderPage />
            </ClientOnly>
          }
        />
        <Route path={PATHS.forbidden} element={<ForbiddenPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </TrackedSuspense>
  );
}
