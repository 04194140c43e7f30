import { expect, type Page } from '@playwright/test';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import type { Product } from '#shared/product.ts';
import { HYDRATED_ATTRIBUTE } from '#shared/public-config.ts';
import { testAsLoaded as test, waitForHydration } from './fixtures.ts';

/**
 * A guest's collection, product pages and brand directory run none of their scripts until the
 * guest acts (docs/decisions/222): what a first visit shows needs none, and what the guest does
 * first is kept.
 */

/** The first demo perfume, as the catalogue's JSON has it. */
async function firstPerfume(page: Page): Promise<Product> {
  const products = (await (await page.request.get('/api/products')).json()) as Product[];
  const product = products[0];
  if (!product) throw new Error('the demo catalogue is empty');
  return product;
}

/** What of the page's own code has run: its module scripts in the document, and React on the page. */
function codeThatRan(page: Page) {
  return page.evaluate(() => ({
    modules: document.querySelectorAll('script[type="module"]').length,
    react: Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
  }));
}

const hydrated = (page: Page) => page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`);

test('a first visit to the collection, a product page and the brand directory runs no script of the page until the guest acts, and shows all a guest needs', async ({
  page,
}) => {
  const product = await firstPerfume(page);
  for (const path of [PATHS.perfumes, product.path, PATHS.explore]) {
    await page.goto(path);
    // Long after the page has loaded, and its scripts have been fetched into the cache.
    await page.waitForTimeout(1500);
    expect(await codeThatRan(page), path).toEqual({ modules: 0, react: false });
    await expect(hydrated(page)).toHaveCount(0);
    // Without a script: the guest's account links, the open-now line, the cart's link.
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: EN.nav.login })).toBeVisible();
    await expect(nav.getByRole('link', { name: EN.nav.signup })).toBeVisible();
    await expect(page.getByTestId('open-now')).toHaveText(/\S/);
    await expect(page.getByRole('link', { name: EN.nav.viewCart })).toBeVisible();

    // A key pressed is an act: the page's scripts run and it hydrates.
    await page.keyboard.press('Shift');
    await expect(hydrated(page)).toHaveCount(1);
    expect(await codeThatRan(page), path).toEqual({ modules: 1, react: true });
    // The links stay the guest's through the session's answer.
    await expect(nav.getByRole('link', { name: EN.nav.login })).toBeVisible();
  }
});

test('the share link of a product page works before its script: WhatsApp, with the page address', async ({
  page,
}) => {
  const product = await firstPerfume(page);
  await page.goto(product.path);
  const share = page.getByRole('link', { name: EN.productPage.shareOnWhatsApp });
  await expect(share).toBeVisible();
  const href = (await share.getAttribute('href')) ?? '';
  expect(decodeURIComponent(href)).toContain(product.path);
  await expect(hydrated(page)).toHaveCount(0);
});

test('Add to Cart tapped as the first act at a phone pace waits, busy, and adds on the list; the page stays', async ({
  page,
}) => {
  test.slow();
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(PATHS.perfumes);
  await expect(hydrated(page)).toHaveCount(0);
  const add = page.getByTestId('product-card').first().getByRole('button', { name: EN.product.addToCart });
  await add.click();
  await expect(page.getByText(EN.cart.added)).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page).toHaveURL((url) => url.pathname === PATHS.perfumes && url.search === '');
  await expect(add).toHaveAttribute('aria-busy', 'false');
});

test('a guest with a cart gets the scripts at once: the count shows without an act', async ({ page }) => {
  const product = await firstPerfume(page);
  await page.goto(PATHS.perfumes);
  await waitForHydration(page);
  await page.getByTestId('product-card').first().getByRole('button', { name: EN.product.addToCart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.goto(product.path);
  // No pointer, no key: the page hydrates on its own and shows the cart's count.
  await expect(hydrated(page)).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test('a browser in Arabic opening the English collection is offered Arabic without an act', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL: baseURL ?? '', locale: 'ar-LB' });
  try {
    const page = await context.newPage();
    await page.goto(PATHS.perfumes);
    await expect(hydrated(page)).toHaveCount(1);
    const notice = page.getByTestId('language-notice');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: AR.language.offerAction })).toHaveAttribute(
      'href',
      `/ar${PATHS.perfumes}`,
    );
  } finally {
    await context.close();
  }
});
