import { expect, type Page } from '@playwright/test';
import { CATALOGUE_PAGE_SIZE } from '#shared/catalogue-view.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import { testAsLoaded as test, waitForHydration } from './fixtures.ts';
import { watchRequests } from './page-settled.ts';

/**
 * The public pages come rendered from the server and the browser hydrates them (docs/decisions/100):
 * no hydration mismatch, no console error, and no second fetch of the data the page came with.
 */
interface Watch {
  problems: string[];
  dataRequests: string[];
}

function watch(page: Page): Watch {
  const seen: Watch = { problems: [], dataRequests: [] };
  // A Content-Security-Policy violation is reported as an event, not always as a console message.
  void page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      seen.problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => seen.problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/products' || pathname === '/api/brands') seen.dataRequests.push(request.url());
  });
  return seen;
}

/**
 * Opens the page and waits until it has hydrated (the ready mark, which waits for every lazily
 * loaded part, and the cart's own button, which replaces the server's link after it) and then
 * settled: the network quiet and the page idle (page-settled.ts). A refetch of the page's data would
 * start when the part reading it mounts, at the latest with the ready mark: by then it would have
 * been asked for, and the data the page came with stays fresh for 30 s (query-client.ts).
 */
async function openHydrated(page: Page, path: string): Promise<void> {
  const requests = watchRequests(page);
  try {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByTestId('cart-button')).toBeVisible();
    await requests.settled();
  } finally {
    requests.stop();
  }
}

/**
 * The server's <main> as parsed, before any script ran: hydration keeps it. React drops a server
 * page silently (no console message) when it cannot hydrate it, and renders it again.
 */
async function keepServerMain(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as unknown as { serverMain: Element | null }).serverMain = document.querySelector('main');
      }
    }),
  );
  return () =>
    page.evaluate(() => {
      const main = (window as unknown as { serverMain: Element | null }).serverMain;
      return main !== null && document.contains(main);
    });
}

async function firstProductPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/products');
  const products = (await response.json()) as { path: string }[];
  const path = products[0]?.path;
  if (!path) throw new Error('the demo catalogue has no product');
  return path;
}

const PUBLIC_PAGES = [
  PATHS.home,
  PATHS.perfumes,
  `${PATHS.perfumes}?gender=women&brand=Lattafa`,
  PATHS.explore,
  PATHS.about,
  PATHS.location,
  PATHS.contact,
  PATHS.login,
  PATHS.signup,
  PATHS.forbidden,
  '/no-such-page',
];

/** Opens a page and checks that it hydrates cleanly: see the file's comment. */
async function expectCleanHydration(page: Page, path: string): Promise<void> {
  const seen = watch(page);
  const isServerMainKept = await keepServerMain(page);
  await openHydrated(page, path);
  expect(await isServerMainKept()).toBe(true);
  await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', '');
  // An unknown address is answered 404, which the browser reports for the page itself.
  const documentStatus =
    'error: Failed to load resource: the server responded with a status of 404 (Not Found)';
  expect(seen.problems).toEqual(path === '/no-such-page' ? [documentStatus] : []);
  expect(seen.dataRequests).toEqual([]);
}

for (const path of PUBLIC_PAGES) {
  test(`${path} hydrates the server's page without a mismatch, an error or a refetch`, async ({ page }) => {
    await expectCleanHydration(page, path);
  });
}

// Each language's pages are rendered the same way (docs/decisions/120).
for (const path of [
  '/ar/',
  '/ar/perfumes?gender=women',
  '/ar/explore-perfumes',
  '/fr/',
  '/fr/about',
  '/fr/contact',
]) {
  test(`${path} hydrates the server's page without a mismatch, an error or a refetch`, async ({ page }) => {
    await expectCleanHydration(page, path);
  });
}

test('a product page hydrates without a mismatch, an error or a refetch', async ({ page }) => {
  await expectCleanHydration(page, await firstProductPath(page));
});

for (const path of [PATHS.cart, PATHS.checkout, PATHS.admin]) {
  test(`${path} paints its frame from the server and renders in the browser without an error`, async ({
    page,
  }) => {
    const seen = watch(page);
    const response = await page.request.get(path);
    const html = await response.text();
    expect(html).toContain('<header');
    expect(html).toContain('data-server-rendered');
    await openHydrated(page, path);
    expect(seen.problems.filter((p) => !p.includes('401'))).toEqual([]);
  });
}

for (const path of [PATHS.home, PATHS.explore]) {
  test(`${path} does not shift its layout while it loads (CLS ≤ 0.01)`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { layoutShift: number };
      w.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) w.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The sections below the hero, the open-now line, the logos and the toasts load after the first
    // paint: all of them have arrived and rendered once the page has settled.
    await openHydrated(page, path);
    // The observer hears of a shift after the frame that drew it: one more frame, then an idle moment.
    const shift = await page.evaluate(async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve)));
      return (window as unknown as { layoutShift: number }).layoutShift;
    });
    expect(shift).toBeLessThanOrEqual(0.01);
  });
}

test('without JavaScript a visitor reads the pages, follows links and filters the perfumes', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const products = (await (await page.request.get('/api/products')).json()) as {
    name: string;
    category: string;
    path: string;
  }[];
  const women = products.filter((p) => p.category === 'women');
  expect(women.length).toBeGreaterThan(0);
  expect(women.length).toBeLessThan(products.length);

  await page.goto(PATHS.perfumes);
  // A page of cards at a time (docs/decisions/193).
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(products.length, CATALOGUE_PAGE_SIZE));
  const filters = page.getByRole('form', { name: EN.perfumes.filtersTitle });
  await filters.getByLabel(EN.perfumes.gender).selectOption('women');
  await filters.getByRole('button', { name: EN.perfumes.applyFilters }).click();
  await expect(page).toHaveURL(/[?&]gender=women(&|$)/);
  await expect(page.getByTestId('product-card')).toHaveCount(Math.min(women.length, CATALOGUE_PAGE_SIZE));
  await expect(page.getByLabel(EN.perfumes.gender)).toHaveValue('women');

  await page
    .getByRole('link', { name: women[0]?.name ?? '' })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${women[0]?.path ?? ''}$`));
  await expect(page.getByRole('heading', { level: 1, name: women[0]?.name ?? '' })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'About Us' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await context.close();
});
