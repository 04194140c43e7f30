import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { Spinner } from '#client/components/ui/Spinner.tsx';
import { TrackedSuspense } from '#client/lib/hydration-mark.tsx';
import { PAGE_IDS, PAGES, type PageId, pageAt } from '#shared/pages.ts';
import { ClientOnly } from './ClientOnly.tsx';
import { usePageMeta } from './layout/use-page-meta.ts';
import { NeedsJavaScript } from './NeedsJavaScript.tsx';
import { pageLoader, routerPage } from './page-modules.ts';
import { HomePage } from './routes/HomePage.tsx';

// The route table loads after the frame, with the query client (docs/decisions/106); the home
// page comes in its chunk, every other page loads when first visited.

// Only the team's pages need the guard: it loads with them, not with the home page.
const AdminGuard = lazy(() =>
  import('#client/features/auth/AdminGuard.tsx').then((m) => ({ default: m.AdminGuard })),
);

/** A page as the page table describes it: drawn by the server, by the browser, or behind the guard. */
function pageElement(id: PageId): ReactNode {
  const load = pageLoader(id);
  const Page = load ? lazy(load) : HomePage;
  const { isServerRendered, isTeamOnly } = PAGES[id];
  if (isTeamOnly) {
    return (
      // SPEC §2: nothing is shown while the sign-in state resolves, not even a spinner (without
      // JavaScript, a word that the admin needs it).
      <ClientOnly fallback={<NeedsJavaScript isForTeam />}>
        <Suspense fallback={null}>
          <AdminGuard>
            <Page />
          </AdminGuard>
        </Suspense>
      </ClientOnly>
    );
  }
  if (!isServerRendered) {
    return (
      <ClientOnly fallback={<NeedsJavaScript />}>
        <Page />
      </ClientOnly>
    );
  }
  return <Page />;
}

/** One route per entry of the page table, in its order (pages.ts): made once. */
const ROUTES = PAGE_IDS.map((id) => <Route key={id} path={PAGES[id].path} element={pageElement(id)} />);

/**
 * Loads the chunk of the page the server rendered at `pathname` as soon as the route table has
 * arrived (main.tsx): the page's content hydrates when it is there, and the server's HTML stays
 * until then (docs/decisions/106). A page the browser draws has nothing to hydrate.
 */
export function loadServerRenderedPage(pathname: string): Promise<unknown> {
  const id = routerPage(pathname);
  if (!PAGES[id].isServerRendered) return Promise.resolve();
  return pageLoader(id)?.() ?? Promise.resolve();
}

/** The pages, inside the layout's `<main>` (Layout.tsx). */
export default function AppRoutes() {
  const { pathname } = useLocation();
  // A product page's head is settled in page-head.ts, which loads after the first render.
  usePageMeta(pathname, pageAt(pathname) === 'notFound');
  // Tracked: inside a deferred part this boundary hydrates in a pass of its own, after the part
  // itself, and the page is ready only once it has (docs/decisions/106).
  return (
    <TrackedSuspense fallback={<Spinner fullScreen />}>
      <Routes>{ROUTES}</Routes>
    </TrackedSuspense>
  );
}
