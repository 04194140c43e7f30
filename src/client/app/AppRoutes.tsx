import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '#client/components/ui/Spinner.tsx';
import { PATHS, TRACK_PATH_PREFIX } from '#shared/paths.ts';
import { ClientOnly } from './ClientOnly.tsx';
import { Layout } from './layout/Layout.tsx';
import { HomePage } from './routes/HomePage.tsx';

// The home page is in the first load; every other page loads when first visited.
const AboutPage = lazy(() => import('./routes/AboutPage.tsx'));
const LocationPage = lazy(() => import('./routes/LocationPage.tsx'));
const ContactPage = lazy(() => import('./routes/ContactPage.tsx'));
const PerfumesPage = lazy(() => import('./routes/PerfumesPage.tsx'));
const ProductPage = lazy(() => import('./routes/ProductPage.tsx'));
const ExplorePage = lazy(() => import('./routes/ExplorePage.tsx'));
const CartPage = lazy(() => import('./routes/CartPage.tsx'));
const CheckoutPage = lazy(() => import('./routes/CheckoutPage.tsx'));
const LoginPage = lazy(() => import('./routes/LoginPage.tsx'));
const SignupPage = lazy(() => import('./routes/SignupPage.tsx'));
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
const ForbiddenPage = lazy(() => import('./routes/ForbiddenPage.tsx'));
const NotFoundPage = lazy(() => import('./routes/NotFoundPage.tsx'));

export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner fullScreen />}>
      <Routes>
        <Route element={<Layout />}>
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
            path={PATHS.adminOrders}
            element={
              <ClientOnly>
                <Suspense fallback={null}>
                  <AdminGuard>
                    <AdminOrdersPage />
                  </AdminGuard>
                </Suspense>
              </ClientOnly>
            }
          />
          <Route
            path={PATHS.adminOrdersPrint}
            element={
              <ClientOnly>
                <Suspense fallback={null}>
                  <AdminGuard>
                    <AdminOrdersPrintPage />
                  </AdminGuard>
                </Suspense>
              </ClientOnly>
            }
          />
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
        </Route>
      </Routes>
    </Suspense>
  );
}
