import { expect } from '@playwright/test';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import { HYDRATED_ATTRIBUTE } from '#shared/public-config.ts';
import { openWithScriptsHeld } from './address-watch.ts';
import { E2E_ADMIN, testAsLoaded as test, waitForHydration } from './fixtures.ts';

test('the home page loads with the banner, navigation and footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(EN.banner)).toBeVisible();
  const nav = page.getByRole('navigation', { name: EN.nav.mainNavigation });
  for (const label of [EN.nav.home, EN.nav.about, EN.nav.location, EN.nav.contact]) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('contentinfo')).toBeVisible();
  for (const label of ['Instagram', 'TikTok', 'Facebook', 'WhatsApp']) {
    await expect(page.getByRole('contentinfo').getByRole('link', { name: label })).toBeVisible();
  }
});

const ROUTES: [string, RegExp][] = [
  [PATHS.about, /About Us/],
  [PATHS.location, /Location/],
  [PATHS.contact, /Contact Us/],
  [PATHS.perfumes, /Perfume/],
  [PATHS.explore, /Our Perfume Brands/],
  [PATHS.cart, /Your Cart/],
  [PATHS.checkout, /Review Your Order/],
  [PATHS.login, /Login/],
  [PATHS.signup, /Sign Up/],
];

for (const [path, heading] of ROUTES) {
  test(`${path} answers with its page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  });
}

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: EN.notFound.title })).toBeVisible();
  await expect(page.getByText(EN.notFound.text)).toBeVisible();
});

test('/403 shows Access Denied', async ({ page }) => {
  await page.goto(PATHS.forbidden);
  await expect(page.getByRole('heading', { name: EN.forbidden.title })).toBeVisible();
  await expect(page.getByText(EN.forbidden.text)).toBeVisible();
});

test('the footer is laid out once scrolled near, holding about its height until then', async ({ page }) => {
  // It holds its measured height per breakpoint (docs/decisions/230): off by more, the page's
  // length would jump under a reader scrolling to it. Each breakpoint once, in each language.
  const within = 16;
  const views = [
    [PATHS.perfumes, 390],
    ['/fr/perfumes', 768],
    ['/ar/perfumes', 1280],
    ['/ar/perfumes', 390],
  ] as const;
  for (const [path, width] of views) {
    await page.setViewportSize({ width, height: 720 });
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    const isDrawn = () =>
      footer.evaluate((f) => f.querySelector('nav')?.checkVisibility({ contentVisibilityAuto: true }));
    expect(await isDrawn(), `${path} at ${width} px lays the footer out at once`).toBe(false);
    const held = await footer.evaluate((f) => f.getBoundingClientRect().height);
    await footer.scrollIntoViewIfNeeded();
    await expect.poll(isDrawn).toBe(true);
    const drawn = await footer.evaluate((f) => f.getBoundingClientRect().height);
    expect(Math.abs(drawn - held), `${path} at ${width} px`).toBeLessThanOrEqual(within);
    // Drawn, its links are there to use.
    await expect(footer.getByRole('navigation').getByRole('link').first()).toBeInViewport();
  }
});

test('the footer shows on every page except /admin', async ({ page, baseURL }) => {
  await page.goto(PATHS.about);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Only an admin stays on /admin.
  const login = await page.request.post('/api/auth/login', {
    data: E2E_ADMIN,
    headers: { origin: baseURL ?? '' },
  });
  expect(login.ok()).toBe(true);
  await page.goto(PATHS.admin);
  await expect(page.getByRole('heading', { level: 1, name: EN.admin.title })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the banner says its words on the pages the server writes and on those the browser draws', async ({
  page,
}) => {
  const banner = () => page.getByRole('complementary', { name: EN.banner });
  // Written by the server, kept through hydration.
  await page.goto(PATHS.about);
  await waitForHydration(page);
  await expect(banner()).toHaveText(new RegExp(`^${EN.banner}`));
  // The cart is drawn by the browser: the words come with the parts after the frame.
  await page.goto(PATHS.cart);
  await waitForHydration(page);
  await expect(banner()).toHaveText(new RegExp(`^${EN.banner}`));
  // A page reached by a link draws it again.
  await page
    .getByRole('navigation', { name: EN.nav.mainNavigation })
    .getByRole('link', { name: EN.nav.about })
    .filter({ visible: true })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(banner()).toHaveText(new RegExp(`^${EN.banner}`));
});

test('navigating scrolls the new page to the top', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 400 });
  await page.goto(PATHS.about);
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 1500);
  });
  await page
    .getByRole('navigation', { name: EN.nav.mainNavigation })
    .getByRole('link', { name: EN.nav.contact })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a page scrolled before its scripts came stays where it was once they have', async ({ page }) => {
  // A fling on a phone, the scroll bar dragged: the scroll starts the scripts (docs/decisions/222)
  // and goes on while they load. Hydrating is not a route change: nothing scrolls back to the top.
  await page.setViewportSize({ width: 390, height: 720 });
  await page.goto(PATHS.perfumes);
  await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}]`)).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(2000);
  await page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`).waitFor({ state: 'attached' });
  await page.waitForTimeout(500);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(64);
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  // A route change after that still starts the next page at its top.
  await page.getByRole('contentinfo').getByRole('link', { name: EN.nav.about }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the mobile menu opens, closes on navigation, on Escape, and when the window grows past 768 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  const toggle = page.getByTestId('menu-toggle');
  // A native disclosure: its name and its state are what a screen reader hears.
  await expect(toggle).toHaveAccessibleName(EN.nav.openMenu);
  await toggle.click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  await expect(toggle).toHaveAccessibleName(EN.nav.closeMenu);
  await expect(page.locator('details:has([data-testid="menu-toggle"])')).toHaveAttribute('open', '');

  await menu.getByRole('link', { name: EN.nav.about }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAccessibleName(EN.nav.openMenu);

  // Escape closes it and gives the focus back to the toggle.
  await toggle.click();
  await menu.getByRole('link', { name: EN.nav.contact }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  // The keyboard opens it too.
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();

  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(menu).toBeHidden();
  // The wide window closed the disclosure itself (the browser tells of the width at its next
  // frame): wait for that before narrowing it again, or a busy machine narrows it first.
  await expect(page.locator('details:has([data-testid="menu-toggle"])')).not.toHaveAttribute('open');
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(menu).toBeHidden();
});

test("the phone menu and the middle widths' search open before the page's scripts have run", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const scripts = await openWithScriptsHeld(page, PATHS.about);
  await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`)).toHaveCount(0);

  await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  await expect(page.getByTestId('menu-toggle')).toHaveAccessibleName(EN.nav.closeMenu);
  // The tap is kept when the code arrives: the menu stays open, then closes as usual.
  await scripts.release();
  await waitForHydration(page);
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: EN.nav.contact }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(menu).toBeHidden();

  // Between 768 and 1280 px the search is behind a toggle: it opens and searches without the code.
  await page.setViewportSize({ width: 1000, height: 800 });
  const held = await openWithScriptsHeld(page, PATHS.about);
  const searchToggle = page.getByTestId('search-toggle');
  await expect(searchToggle).toHaveAccessibleName(EN.nav.openSearch);
  await searchToggle.click();
  await expect(searchToggle).toHaveAccessibleName(EN.nav.closeSearch);
  const field = page.getByRole('search').getByLabel(EN.nav.search);
  await expect(field).toBeVisible();
  await field.fill('oud');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/perfumes\?q=oud$/);
  await held.release();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });

  test('the phone menu still opens and its links lead on', async ({ page }) => {
    await page.goto(PATHS.home);
    await page.getByTestId('menu-toggle').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: EN.nav.location }).click();
    await expect(page).toHaveURL(/\/location$/);
  });
});

test('a tab opened before the shop was updated loads the page again when a page chunk is gone, once, then says the page could not load', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  // The shop has been updated since this tab opened: the chunk of the Location page is gone.
  let missedChunks = 0;
  await page.route(/\/assets\/LocationPage-[\w-]+\.js$/, (route) => {
    missedChunks += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
  });
  let loads = 0;
  const errorsSinceReload: string[] = [];
  page.on('load', () => {
    loads += 1;
    errorsSinceReload.length = 0;
  });
  page.on('pageerror', (error) => errorsSinceReload.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errorsSinceReload.push(message.text());
  });
  await page
    .getByRole('navigation', { name: EN.nav.mainNavigation })
    .getByRole('link', { name: EN.nav.location })
    .click();
  // The page is loaded again, at the address asked for.
  await expect.poll(() => loads).toBe(1);
  await expect(page).toHaveURL(/\/location$/);
  // The chunk is still missing after the reload: the failure now reaches the page instead of
  // loading it again in a loop.
  await expect
    .poll(() => errorsSinceReload.join('\n'))
    .toMatch(/Failed to fetch dynamically imported module: .*LocationPage/);
  expect(missedChunks).toBeGreaterThanOrEqual(2);
  expect(loads).toBe(1);
  // The header and the footer stay, and the page says what happened and how to go on.
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText(EN.nav.pageFailed);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // Another page of the frame's links opens as usual.
  await page
    .getByRole('navigation', { name: EN.nav.mainNavigation })
    .getByRole('link', { name: EN.nav.contact })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // "Try again" loads the page anew: here the chunk is back.
  await page.goBack();
  await expect(alert).toBeVisible();
  await page.unroute(/\/assets\/LocationPage-[\w-]+\.js$/);
  await alert.getByRole('button', { name: EN.nav.tryAgain }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The server's page shows its heading before the browser's load event of that page fires.
  await expect.poll(() => loads).toBe(2);
});
