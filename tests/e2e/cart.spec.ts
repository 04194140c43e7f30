import { type BrowserContext, expect, type Page } from '@playwright/test';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import { test, uniqueEmail } from './fixtures.ts';

const PASSWORD = 'correct-horse-battery';

interface CatalogueProduct {
  id: string;
  name: string;
}

async function catalogue(page: Page): Promise<CatalogueProduct[]> {
  const response = await page.request.get('/api/products');
  expect(response.ok()).toBe(true);
  return response.json();
}

function addButton(page: Page, name: string) {
  return page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .getByRole('button', { name: EN.product.addToCart });
}

/**
 * Resolves once a signed-in page has finished starting: its live cart stream is open and the cart
 * was read again after it opened. A session that ends before then is noticed by the page itself
 * (the cart read answers 401 and the page turns to a guest's), which is not what these tests ask.
 */
function cartSynced(page: Page) {
  let isStreamAsked = false;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/cart/events') isStreamAsked = true;
  });
  // A stream's response may only be reported when it ends: the request is what tells it started.
  return page.waitForEvent('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    return isStreamAsked && pathname === '/api/cart' && request.method() === 'GET';
  });
}

async function signUpThroughApi(context: BrowserContext, baseURL: string | undefined): Promise<string> {
  const email = uniqueEmail('cart');
  const response = await context.request.post('/api/auth/sign-up', {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(201);
  return email;
}

test('the dropdown shows the first three items and "...and more", deletes, and closes on an outside click and Escape', async ({
  page,
}) => {
  const products = (await catalogue(page)).slice(0, 4);
  expect(products).toHaveLength(4);
  await page.goto(PATHS.perfumes);
  for (const [index, product] of products.entries()) {
    await addButton(page, product.name).click();
    await expect(page.getByTestId('cart-count')).toHaveText(String(index + 1));
  }

  const button = page.getByTestId('cart-button');
  const dropdown = page.getByRole('region', { name: EN.nav.cart });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(dropdown.getByRole('listitem')).toHaveCount(3);
  await expect(dropdown.getByText(EN.nav.andMore)).toBeVisible();
  for (const product of products.slice(0, 3)) await expect(dropdown.getByText(product.name)).toBeVisible();
  await expect(dropdown.getByText(products[3]?.name ?? '')).toHaveCount(0);

  await dropdown
    .getByRole('listitem')
    .filter({ hasText: products[0]?.name ?? '' })
    .getByRole('button', { name: EN.nav.delete })
    .click();
  await expect(page.getByTestId('cart-count')).toHaveText('3');
  await expect(dropdown.getByText(EN.nav.andMore)).toHaveCount(0);
  await expect(dropdown.getByText(products[3]?.name ?? '')).toBeVisible();

  await page.getByRole('heading', { level: 1 }).click();
  await expect(dropdown).toBeHidden();
  await button.click();
  await expect(dropdown).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(button).toBeFocused();
});

test("the empty dropdown's Shop Now lands on the collections grid", async ({ page }) => {
  await page.goto(PATHS.about);
  await page.getByTestId('cart-button').click();
  const dropdown = page.getByRole('region', { name: EN.nav.cart });
  await expect(dropdown.getByText(EN.cart.empty)).toBeVisible();
  await expect(page.getByTitle(EN.nav.guestCart)).toHaveCount(0);
  await dropdown.getByRole('button', { name: EN.nav.shopNow }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: EN.home.collectionsTitle })).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

  // The home page's cards add to the cart too.
  const news = page.getByRole('list', { name: EN.home.ourNews });
  await news.getByRole('button', { name: EN.product.addToCart }).first().click();
  await expect(page.getByText(EN.cart.added)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a guest with items signs up: the items and their sizes move to the account, the guest cart empties, and logout shows the guest cart again', async ({
  page,
}) => {
  const [first, second] = await catalogue(page);
  if (!first || !second) throw new Error('the demo catalogue has fewer than two products');
  await page.goto(PATHS.perfumes);
  await addButton(page, first.name).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await addButton(page, second.name).click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await page.goto(PATHS.cart);
  const firstItem = page.getByTestId('cart-item').filter({ hasText: first.name });
  await firstItem.getByRole('button', { name: '50 ml - $6.00' }).click();
  await firstItem.getByRole('button', { name: '50 ml - $6.00' }).click();
  await expect(firstItem.getByTestId('quantity')).toHaveText('2');

  await page.goto(PATHS.signup);
  await page.getByLabel(EN.auth.email).fill(uniqueEmail('migrate'));
  await page.getByLabel(EN.auth.password).fill(PASSWORD);
  await page.getByRole('main').getByRole('button', { name: EN.auth.signupButton }).click();
  await expect(page.getByRole('button', { name: EN.nav.logout }).first()).toBeAttached();

  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('guestCart'))).toBeNull();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByTitle(EN.nav.guestCart)).toHaveCount(0);
  const server = await (await page.request.get('/api/cart')).json();
  expect(server.map((i: { name: string; selectedSizes: unknown }) => [i.name, i.selectedSizes])).toEqual([
    [first.name, [{ size: '50', quantity: 2, priceCents: 600 }]],
    [second.name, []],
  ]);

  await page.goto(PATHS.cart);
  await expect(page.getByTestId('cart-item')).toHaveCount(2);
  await expect(
    page.getByTestId('cart-item').filter({ hasText: first.name }).getByTestId('quantity'),
  ).toHaveText('2');

  // After logout the badge reads the browser's (now empty) guest cart again.
  await page.getByRole('button', { name: EN.nav.logout }).first().click();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.goto(PATHS.perfumes);
  await addButton(page, first.name).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByTitle(EN.nav.guestCart)).toBeVisible();
});

test("two pages of one signed-in user: a change in one shows in the other's badge without a reload", async ({
  context,
  baseURL,
}) => {
  await signUpThroughApi(context, baseURL);
  const [first, second] = await (async () => {
    const probe = await context.newPage();
    const list = await catalogue(probe);
    await probe.close();
    return list;
  })();
  if (!first || !second) throw new Error('the demo catalogue has fewer than two products');

  const one = await context.newPage();
  const two = await context.newPage();
  // The second page listens before the first one changes anything.
  const listening = two.waitForResponse((response) => response.url().endsWith('/api/cart/events'));
  await one.goto(PATHS.perfumes);
  await two.goto(PATHS.about);
  await listening;
  await expect(one.getByTestId('cart-count')).toHaveText('0');
  await expect(two.getByTestId('cart-count')).toHaveText('0');

  await addButton(one, first.name).click();
  await expect(one.getByTestId('cart-count')).toHaveText('1');
  await expect(two.getByTestId('cart-count')).toHaveText('1', { timeout: 1500 });
  await addButton(one, second.name).click();
  await expect(two.getByTestId('cart-count')).toHaveText('2', { timeout: 1500 });

  await two.getByTestId('cart-button').click();
  await two
    .getByRole('region', { name: EN.nav.cart })
    .getByRole('listitem')
    .filter({ hasText: first.name })
    .getByRole('button', { name: EN.nav.delete })
    .click();
  await expect(one.getByTestId('cart-count')).toHaveText('1', { timeout: 1500 });
});

test('when the session has expired, the cart asks to log in again and Go to Login remembers the page', async ({
  page,
  context,
  baseURL,
}) => {
  await signUpThroughApi(context, baseURL);
  const [first] = await catalogue(page);
  if (!first) throw new Error('the demo catalogue is empty');
  const started = cartSynced(page);
  await page.goto(PATHS.perfumes);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect(page.getByRole('button', { name: EN.nav.logout }).first()).toBeAttached();
  await started;

  await context.clearCookies();
  await addButton(page, first.name).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText(EN.nav.loginRequired);
  await popup.getByRole('button', { name: EN.nav.cancel }).click();
  await expect(popup).toHaveAttribute('data-closing', 'true');
  await expect(popup).toBeHidden();
  await expect(page).toHaveURL(/\/perfumes$/);

  // Signed in again, and expired again: this time the visitor goes to log in.
  await signUpThroughApi(context, baseURL);
  const restarted = cartSynced(page);
  await page.reload();
  await expect(page.getByRole('button', { name: EN.nav.logout }).first()).toBeAttached();
  await restarted;
  await context.clearCookies();
  await addButton(page, first.name).click();
  await expect(popup).toContainText(EN.nav.loginRequired);
  await popup.getByRole('button', { name: EN.nav.goToLogin }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    await page.evaluate(() => (window.history.state as { usr?: { from?: string } } | null)?.usr?.from),
  ).toBe(PATHS.perfumes);
});

test('messages about the last page do not follow the visitor to the next one', async ({ page }) => {
  const products = (await catalogue(page)).slice(0, 3);
  await page.goto(PATHS.perfumes);
  // Three adds raise three 3-second messages; at most two show at once, the third waits.
  for (const product of products) await addButton(page, product.name).click();
  const added = page.getByText(EN.cart.added);
  await expect(added.first()).toBeVisible();

  await page
    .getByRole('navigation', { name: EN.nav.mainNavigation })
    .getByRole('link', { name: EN.nav.about })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(added).toHaveCount(0);
  // The one still waiting in the queue does not turn up later either: it would take the place of
  // the last shown one as soon as that was removed, in the next render; one frame and an idle moment
  // after the removal, it has had its chance.
  await page.evaluate(
    () =>
      new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 1000 }))),
  );
  await expect(added).toHaveCount(0);
});
