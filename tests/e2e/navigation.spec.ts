import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import { E2E_ADMIN, test } from './fixtures.ts';

const nav = EN.nav;
const mainNav = (page: Page) => page.getByRole('navigation', { name: nav.mainNavigation });
const footerNav = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: EN.footer.shopLinks });

async function logIn(page: Page, email: string, password: string) {
  await page.goto(PATHS.login);
  const form = page.getByRole('form', { name: EN.auth.loginTitle });
  await form.getByLabel(EN.auth.email, { exact: true }).fill(email);
  await form.getByLabel(EN.auth.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: EN.auth.loginButton }).click();
}

test('the header and the footer lead to the perfumes, beside every link the spec lists', async ({ page }) => {
  await page.goto(PATHS.about);
  for (const label of [nav.home, nav.perfumes, nav.about, nav.location, nav.contact, nav.login, nav.signup]) {
    await expect(mainNav(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  // The cart (View Cart is in its dropdown) stays where it was.
  await expect(mainNav(page).getByTestId('cart-button')).toBeVisible();

  await mainNav(page).getByRole('link', { name: nav.perfumes, exact: true }).click();
  await expect(page).toHaveURL(/\/perfumes$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: nav.perfumes, exact: true })).toHaveClass(/text-gold/);

  await page.goto(PATHS.contact);
  await footerNav(page).getByRole('link', { name: nav.perfumes }).click();
  await expect(page).toHaveURL(/\/perfumes$/);
});

test('on a phone the menu has Perfumes too, and closes on the way there', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PATHS.home);
  await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('mobile-menu');
  for (const label of [nav.home, nav.perfumes, nav.about, nav.location, nav.contact, nav.login, nav.signup]) {
    await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await menu.getByRole('link', { name: nav.perfumes, exact: true }).click();
  await expect(page).toHaveURL(/\/perfumes$/);
  await expect(menu).toBeHidden();
  await expect(footerNav(page).getByRole('link', { name: nav.perfumes })).toBeVisible();
});

test("the empty cart page's way back leads to the perfumes", async ({ page }) => {
  await page.goto(PATHS.cart);
  await expect(page.getByRole('main').getByText(EN.cart.empty)).toBeVisible();
  await page.getByRole('link', { name: EN.storefront.emptyCartBrowse }).click();
  await expect(page).toHaveURL(/\/perfumes$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('a signed-out visitor sent from /admin to /403 can log in and is taken back to /admin', async ({
  page,
}) => {
  await page.goto(PATHS.admin);
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText(EN.forbidden.text)).toBeVisible();
  await page.getByRole('link', { name: EN.storefront.forbiddenLogin, exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  const form = page.getByRole('form', { name: EN.auth.loginTitle });
  await form.getByLabel(EN.auth.email, { exact: true }).fill(E2E_ADMIN.email);
  await form.getByLabel(EN.auth.password, { exact: true }).fill(E2E_ADMIN.password);
  await form.getByRole('button', { name: EN.auth.loginButton }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: EN.admin.title })).toBeVisible();
});

test('the /403 login returns to /admin only for a visitor who came from there; signed in, no login', async ({
  page,
  customer,
}) => {
  const { email, password } = customer;
  await page.context().clearCookies();
  // Opened directly: the login leads where a customer's login usually does, the home page.
  await page.goto(PATHS.forbidden);
  await page.getByRole('link', { name: EN.storefront.forbiddenLogin, exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  const form = page.getByRole('form', { name: EN.auth.loginTitle });
  await form.getByLabel(EN.auth.email, { exact: true }).fill(email);
  await form.getByLabel(EN.auth.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: EN.auth.loginButton }).click();
  // Checking a password takes a while on a busy machine.
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });

  // A signed-in customer sent to /403 is not offered a login.
  await page.goto(PATHS.admin);
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText(EN.forbidden.text)).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: nav.logout })).toBeVisible();
  await expect(page.getByRole('link', { name: EN.storefront.forbiddenLogin, exact: true })).toHaveCount(0);
});

test('only an admin sees the Admin link, and it opens the dashboard', async ({
  page,
  customer: _signedIn,
}) => {
  await page.goto(PATHS.home);
  await expect(mainNav(page).getByRole('button', { name: nav.logout })).toBeVisible();
  await expect(mainNav(page).getByRole('link', { name: nav.admin, exact: true })).toHaveCount(0);

  await page.context().clearCookies();
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(PATHS.home);
  await mainNav(page).getByRole('link', { name: nav.admin, exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: EN.admin.title })).toBeVisible();

  // Just past the phone breakpoint an admin's links and the cart still fit on one line.
  await page.setViewportSize({ width: 769, height: 600 });
  await expect(mainNav(page).getByRole('link', { name: nav.admin, exact: true })).toBeVisible();
  const cartBox = await mainNav(page).getByTestId('cart-button').boundingBox();
  expect((cartBox?.x ?? 0) + (cartBox?.width ?? 0)).toBeLessThanOrEqual(769);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(769);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PATHS.home);
  await page.getByTestId('menu-toggle').click();
  await expect(
    page.getByTestId('mobile-menu').getByRole('link', { name: nav.admin, exact: true }),
  ).toBeVisible();
});

const NOINDEX_PAGES = [PATHS.admin, PATHS.login, PATHS.signup, PATHS.forbidden, '/no-such-page'];

test('/admin, /login, /signup, /403 and the 404 page are noindex in the HTML the server writes', async ({
  page,
}) => {
  for (const path of NOINDEX_PAGES) {
    const response = await page.request.get(path);
    const html = await response.text();
    expect(html, path).toMatch(/<meta name="robots" content="noindex"/);
    expect(html, path).not.toContain('index, follow');
  }
  const home = await (await page.request.get(PATHS.home)).text();
  expect(home).toContain('<meta name="robots" content="index, follow"');
});

test('the same pages turn noindex when reached by navigating in the page', async ({ page }) => {
  const robots = page.locator('meta[name="robots"]');
  await page.goto(PATHS.home);
  await expect(robots).toHaveAttribute('content', 'index, follow');
  await mainNav(page).getByRole('link', { name: nav.login, exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(robots).toHaveAttribute('content', 'noindex');
  await mainNav(page).getByRole('link', { name: nav.signup, exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(robots).toHaveAttribute('content', 'noindex');
  await mainNav(page).getByRole('link', { name: nav.home, exact: true }).click();
  await expect(robots).toHaveAttribute('content', 'index, follow');
  // /admin sends a guest on to /403, and an unknown path shows the 404 page: both stay noindex.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/admin');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/403$/);
  await expect(robots).toHaveAttribute('content', 'noindex');
  await expect(robots).toHaveCount(1);
});

test('an opening-hours range never breaks across lines on a 360 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [PATHS.location, PATHS.contact, PATHS.home]) {
    await page.goto(path);
    const ranges = page.getByTestId('opening-hours').locator('dd');
    await ranges.first().scrollIntoViewIfNeeded();
    await expect(ranges).not.toHaveCount(0);
    for (const range of await ranges.all()) {
      const lines = await range.evaluate((element) => {
        const text = document.createRange();
        text.selectNodeContents(element);
        return new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `${path}: ${await range.textContent()}`).toBe(1);
    }
  }
});

test('the delivery banner is inside a landmark: axe finds no content outside one', async ({ page }) => {
  for (const path of [PATHS.about, PATHS.perfumes, PATHS.cart, PATHS.location]) {
    await page.goto(path);
    await expect(page.getByRole('complementary', { name: EN.banner })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const results = await new AxeBuilder({ page }).withRules(['region']).analyze();
    expect(
      results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' '))),
      path,
    ).toEqual([]);
  }
});
