import { expect, type Page } from '@playwright/test';
import { CAROUSEL_CARD_PX, CAROUSEL_STEP_PX } from '#shared/carousel.ts';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { openStatus } from '#shared/opening-hours.ts';
import { PATHS } from '#shared/paths.ts';
import type { Product } from '#shared/product.ts';
import { HYDRATED_ATTRIBUTE, SCRIPTS_ON_INTERACTION_ID } from '#shared/public-config.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
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

test('a first visit to the home page, the collection, a product page and the brand directory runs no script of the page until the guest acts, and shows all a guest needs', async ({
  page,
}) => {
  const product = await firstPerfume(page);
  for (const path of [PATHS.home, PATHS.perfumes, product.path, PATHS.explore]) {
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

test("the home page's tagline types and its video starts before any of the page's scripts has run", async ({
  page,
}) => {
  await page.goto(PATHS.home);
  const tagline = page.getByTestId('hero-tagline');
  // Still typing when first seen: 131 characters take about 4 s.
  expect((await tagline.textContent())?.length ?? 0).toBeLessThan(EN.home.tagline.length);
  await expect(tagline).toHaveText(EN.home.tagline, { timeout: 10_000 });
  const video = page.getByTestId('hero-video');
  await expect(video).toHaveAttribute('src', /\.mp4$/);
  // Muted and set to play (the test browser may lack the video's codec, so it is not asked to).
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.autoplay, v.loop])).toEqual([
    true,
    true,
    true,
  ]);
  expect(await codeThatRan(page)).toEqual({ modules: 0, react: false });
  // Screen readers get the whole tagline once, from the start.
  await expect(page.locator('#hero-title + p .sr-only')).toHaveText(EN.home.tagline);
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
  // Taken at once, and visibly waiting while the page's scripts run at a phone's pace (with the
  // other worker busy, that can take longer than a check's usual 10 s).
  await expect(add).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByText(EN.cart.added)).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page).toHaveURL((url) => url.pathname === PATHS.perfumes && url.search === '');
  await expect(add).toHaveAttribute('aria-busy', 'false');
});

test('a collection left open past the moment its open-now line changes runs its scripts then, and the line reads anew', async ({
  page,
}) => {
  // The browser's clock runs from the real time, as the server's does; the test moves it on.
  await page.clock.install({ time: new Date() });
  await page.goto(PATHS.perfumes);
  const line = page.getByTestId('open-now');
  const shown = await line.textContent();
  const refreshAt = Date.parse(
    (await page.locator(`#${SCRIPTS_ON_INTERACTION_ID}`).getAttribute('data-refresh-at')) ?? '',
  );
  const { hours } = (await (await page.request.get('/api/settings')).json()) as ShopSettings;
  const waits = refreshAt - (await page.evaluate(() => Date.now()));
  expect(waits).toBeGreaterThan(0);
  expect(waits).toBeLessThanOrEqual(24 * 3_600_000);
  // Up to half a minute before, the page still waits (unless the test began closer than that).
  if (waits > 30_000) {
    await page.clock.fastForward(waits - 30_000);
    expect(await codeThatRan(page)).toEqual({ modules: 0, react: false });
    await expect(line).toHaveText(shown ?? '');
  }
  await page.clock.fastForward(Math.min(waits, 30_000) + 1_000);
  await expect(hydrated(page)).toHaveCount(1);
  expect(await codeThatRan(page)).toEqual({ modules: 1, react: true });
  const expected = EN.fn.openStatusText(openStatus(hours, new Date(refreshAt + 1_000)));
  expect(expected).not.toBe(shown);
  await expect(line).toHaveText(expected);
});

/** Where the brand strip stands: its index, and whether its list sits where that index centres it. */
function stripPlace(page: Page) {
  return page.getByTestId('brand-carousel').evaluate(
    (strip: HTMLElement, { step, card }) => {
      const index = Number(strip.dataset.index);
      const centring = strip.clientWidth / 2 - (step + card / 2);
      const list = strip.querySelector('ul');
      return {
        index,
        isCentred: list?.style.transform === `translateX(${centring - index * step}px)`,
        centre: strip.querySelector('li[aria-current="true"]') === list?.children[index + 1],
      };
    },
    { step: CAROUSEL_STEP_PX, card: CAROUSEL_CARD_PX },
  );
}

test('a guest who only looks at the home page sees the brand strip step on its own; hydrated, it goes on from there', async ({
  page,
}) => {
  // On a large screen the strip is on the first screen.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(PATHS.home);
  const strip = page.getByTestId('brand-carousel');
  await expect(strip).toHaveAttribute('data-index', '2', { timeout: 15_000 });
  expect(await codeThatRan(page)).toEqual({ modules: 0, react: false });
  expect(await stripPlace(page)).toEqual({ index: 2, isCentred: true, centre: true });

  await page.keyboard.press('Shift');
  await expect(hydrated(page)).toHaveCount(1);
  const reached = await stripPlace(page);
  expect(reached.index).toBeGreaterThanOrEqual(2);
  expect(reached).toMatchObject({ isCentred: true, centre: true });
  // The app's carousel steps on from the index the page reached, not from the first brand.
  await expect(strip).toHaveAttribute('data-index', String(reached.index + 1), { timeout: 10_000 });
  expect(await stripPlace(page)).toEqual({ index: reached.index + 1, isCentred: true, centre: true });
  expect(await codeThatRan(page)).toEqual({ modules: 1, react: true });
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

test('a browser keeping a cart without the stored mark (its cookies cleared) waits for the act once; the scripts mark it again, and an emptied cart unmarks it', async ({
  page,
  context,
}) => {
  const mark = async () => (await context.cookies()).find((cookie) => cookie.name === 'stored')?.value;
  const product = await firstPerfume(page);
  await page.goto(PATHS.perfumes);
  await waitForHydration(page);
  await page.getByTestId('product-card').first().getByRole('button', { name: EN.product.addToCart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // Written with the cart: the page the guest opens next knows without reading the storage.
  expect(await mark()).toBe('1');

  await context.clearCookies();
  await page.goto(product.path);
  // Nothing of the page's code runs until the guest acts, as on a first visit...
  expect(await codeThatRan(page)).toEqual({ modules: 0, react: false });
  // ...and the guest's first act shows the cart kept in the browser, and marks it again.
  await waitForHydration(page);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect.poll(mark).toBe('1');
  await page.goto(PATHS.explore);
  await expect(hydrated(page)).toHaveCount(1);

  // The cart emptied and nothing else kept: the mark goes, and pages wait for the act again.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(PATHS.cart);
  await waitForHydration(page);
  await expect.poll(mark).toBeUndefined();
  await page.goto(PATHS.perfumes);
  expect(await codeThatRan(page)).toEqual({ modules: 0, react: false });
});

test('a browser in Arabic opening the English collection is offered Arabic before any script, and once hydrated still once', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL: baseURL ?? '', locale: 'ar-LB' });
  try {
    const page = await context.newPage();
    await page.goto(`${PATHS.perfumes}?gender=women`);
    const notice = page.getByTestId('language-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('dir', 'rtl');
    await expect(notice.getByRole('link', { name: AR.language.offerAction })).toHaveAttribute(
      'href',
      `/ar${PATHS.perfumes}?gender=women`,
    );
    expect(await codeThatRan(page)).toEqual({ modules: 0, react: false });
    // Once the page's part runs, it shows the same notice in the starter's place: one, not two.
    await waitForHydration(page);
    await expect(notice).toHaveCount(1);
    await expect(notice.getByRole('link', { name: AR.language.offerAction })).toBeVisible();
    // "No thanks" keeps English: the next page offers nothing, and starts its scripts at once.
    await notice.getByRole('button', { name: AR.language.dismiss }).click();
    await expect(notice).toHaveCount(0);
    await page.goto(PATHS.explore);
    await expect(hydrated(page)).toHaveCount(1);
    await expect(page.getByTestId('language-notice')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
