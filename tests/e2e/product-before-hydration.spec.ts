import { expect, type Page } from '@playwright/test';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import type { Product } from '#shared/product.ts';
import { holdScripts, openWithScriptsHeld } from './address-watch.ts';
import { testAsLoaded as test, waitForHydration } from './fixtures.ts';

/**
 * A phone's pace (docs/decisions/198, 199): the CPU slowed 4x through the DevTools protocol and the
 * page's scripts held back, so what the customer does happens before the page has hydrated. Then
 * the same pages once hydrated: only the parts the customer acts on hydrate, the rest stays the
 * server's HTML, and nothing of it shows in the console.
 */
const m = EN.productPage;

/** Console errors and warnings, and uncaught errors, from now on (a hydration mismatch is one). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

async function slowCpu(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The first demo perfume, as the catalogue's JSON has it. */
async function firstPerfume(page: Page): Promise<Product> {
  const products = (await (await page.request.get('/api/products')).json()) as Product[];
  const product = products[0];
  if (!product) throw new Error('the demo catalogue is empty');
  return product;
}

/** Whether React hydrated (or rendered) the element: React marks the nodes it owns. */
function isOwnedByReact(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

// A phone's CPU: every step takes four times as long as the other journeys'.
test.beforeEach(() => {
  test.slow();
});

test('50 ml picked and Add to Cart tapped before the scripts run: the cart then holds the 50 ml bottle', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await slowCpu(page);
  const product = await firstPerfume(page);
  const scripts = await openWithScriptsHeld(page, product.path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  const purchase = page.getByRole('region', { name: m.sizesTitle });
  const price50 = (await purchase.getByText(m.sizeLabel('50')).locator('span').textContent())?.trim() ?? '';
  expect(price50).toMatch(/^\$\d+\.\d\d$/);
  // What the page offers before its script: a quantity field that takes the choice, steps that wait.
  await expect(purchase.getByRole('button', { name: m.increase('50') })).toBeDisabled();
  await purchase.getByRole('spinbutton', { name: m.quantity('50') }).fill('1');
  await expect(purchase.getByRole('spinbutton', { name: m.quantity('50') })).toHaveValue('1');
  const add = purchase.getByRole('button', { name: m.addToCart });
  await add.click();

  // Taken and visibly waiting for the page's code (ADR 222); the page stays.
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL((url) => url.pathname === product.path);
  await scripts.release();
  // Once the page has hydrated, the same request adds on the page, with the 50 ml typed before.
  await expect(page.getByText(EN.cart.added)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page).toHaveURL((url) => url.pathname === product.path && url.search === '');
  await expect(add).toHaveAttribute('aria-busy', 'false');

  await page.goto(PATHS.cart);
  await waitForHydration(page);
  const line = page.getByTestId('cart-item').filter({ hasText: product.name });
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('selected-size-50').getByTestId('quantity')).toHaveText('1');
  await expect(line.getByTestId('selected-size-100')).toHaveCount(0);
  await expect(page.getByTestId('cart-total')).toContainText(price50);
  expect(problems).toEqual([]);
});

test("a card's Add to Cart tapped before the scripts run, whose scripts then fail: the cart page holds the perfume, once", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await slowCpu(page);
  // The list's scripts fail to arrive (a dropped connection); the cart page's then load.
  const listPath = `/ar${PATHS.perfumes}`;
  await page.route(/\/assets\/[^?]+\.js(\?.*)?$/, (route) =>
    new URL(page.url()).pathname === listPath ? route.abort() : route.continue(),
  );
  await page.goto(listPath, { waitUntil: 'commit' });
  await page.locator('#root[data-server-rendered]').waitFor({ state: 'attached' });
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  // Not a button that waits to be enabled: it answers at once.
  const add = card.getByRole('button', { name: AR.product.addToCart });
  await expect(add).toBeEnabled();
  await add.click();

  // The page's code cannot come, so the form takes the perfume to the cart page in the page's
  // language, which adds it once its script runs, without a size (as the card's button does).
  await page.waitForURL((url) => url.pathname === `/ar${PATHS.cart}`, { waitUntil: 'commit' });
  expect(new URL(page.url()).searchParams.get('add')).toMatch(/\S/);
  await waitForHydration(page);
  const line = page.getByTestId('cart-item').filter({ hasText: name });
  await expect(line).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page).toHaveURL((url) => url.pathname === `/ar${PATHS.cart}` && url.search === '');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  // The scripts refused on the list are the only failures the console tells of.
  expect(problems.filter((problem) => !problem.includes('net::ERR_FAILED'))).toEqual([]);
});

test("a card's Add to Cart tapped while the cart's code still loads waits for it, then adds on the list", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto(PATHS.about);
  await waitForHydration(page);
  // The cart's button code arrives only when released.
  const actionCode = await holdScripts(page, /\/assets\/AddToCartAction-[^/]+\.js$/);
  // The collection rendered by the page's script (a link, not a new page).
  await page
    .getByRole('navigation')
    .getByRole('link', { name: EN.nav.perfumes, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL((url) => url.pathname === PATHS.perfumes);
  const add = page.getByTestId('product-card').first().getByRole('button', { name: EN.product.addToCart });
  await add.click();
  // Taken, and visibly waiting for the code; the page stays.
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await expect(add).toBeDisabled();
  await actionCode.release();
  await expect(page.getByText(EN.cart.added)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page).toHaveURL((url) => url.pathname === PATHS.perfumes);
  await expect(add).toBeEnabled();
  expect(problems).toEqual([]);
});

test('once hydrated, the parts the customer acts on answer, text stays the server HTML, and links render whole pages', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await slowCpu(page);
  const product = await firstPerfume(page);
  await page.goto(product.path);
  await waitForHydration(page);
  // A marker that a later full page load would lose: every link below goes through the router.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // The words were not hydrated; the purchase box was.
  expect(await isOwnedByReact(page, 'h1#product-name')).toBe(false);
  const purchase = page.getByRole('region', { name: m.sizesTitle });
  expect(await isOwnedByReact(page, 'form[action="/cart"]')).toBe(true);

  await purchase.getByRole('button', { name: m.increase('50') }).click();
  await expect(purchase.getByRole('spinbutton', { name: m.quantity('50') })).toHaveValue('1');
  await expect(purchase.getByTestId('picker-total')).not.toHaveText('$0.00');
  await purchase.getByRole('button', { name: m.addToCart }).click();
  await expect(page.getByText(EN.cart.added)).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === product.path);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  // The phone menu opens and closes; its language list is the same page in Arabic.
  await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('mobile-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', `/ar${product.path}`);
  await page.getByTestId('menu-toggle').click();
  await expect(menu).toBeHidden();

  // The breadcrumb is kept HTML: its link still goes through the router, to a whole page.
  await page
    .getByRole('navigation', { name: m.breadcrumb })
    .getByRole('link', { name: m.perfumes, exact: true })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === PATHS.perfumes);
  await expect(page.getByRole('heading', { level: 1, name: EN.perfumes.title })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(8);
  // Rendered by the browser this time, so the cards are React's.
  expect(await isOwnedByReact(page, '[data-testid="product-card"] h3')).toBe(true);

  // A card opens another perfume: the full page, its words and its purchase box.
  const other = cards.nth(1);
  const otherName = (await other.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await other.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: otherName })).toBeVisible();
  await expect(page.getByRole('region', { name: m.sizesTitle })).toBeVisible();
  await expect(page.getByRole('navigation', { name: m.breadcrumb })).toBeVisible();

  // The language link in the menu opens the Arabic page, whose page then hydrates too.
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('mobile-menu').getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/ar/perfumes/'));
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(problems).toEqual([]);
});

test('on /perfumes the cards stay the server HTML, their Add to Cart hydrates, and a card link stays in the page', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await slowCpu(page);
  // Each card's form as the server sent it, marked once the HTML is parsed and before any of the
  // page's scripts runs (a mark React does not see).
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const form of document.querySelectorAll('[data-testid="product-card"] form')) {
        Object.assign(form, { fromServer: true });
      }
    });
  });
  await page.goto(PATHS.perfumes);
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  expect(await isOwnedByReact(page, '[data-testid="product-card"] h3')).toBe(false);
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  await card.getByRole('button', { name: EN.product.addToCart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The cart's code arriving and adding replaced none of them: the forms are the server's elements.
  const forms = await page.evaluate(() =>
    [...document.querySelectorAll('[data-testid="product-card"] form')].map(
      (form) => (form as unknown as { fromServer?: boolean }).fromServer === true,
    ),
  );
  expect(forms.length).toBeGreaterThan(8);
  expect(forms.filter((fromServer) => !fromServer)).toEqual([]);

  await card.getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/perfumes/'));
  // The product page's code loads now, at a phone's pace.
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  // Back to the list the browser now renders: whole, with its filters.
  await page.goBack();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('product-card').first().getByRole('heading', { level: 3 })).toHaveText(name);
  expect(problems).toEqual([]);
});
