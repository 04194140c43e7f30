import { expect, type Page } from '@playwright/test';
import type { CataloguePage } from '#shared/catalogue-view.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import { HYDRATED_ATTRIBUTE } from '#shared/public-config.ts';
import { openWithScriptsHeld } from './address-watch.ts';
import { testAsLoaded as test, waitForHydration } from './fixtures.ts';

/**
 * A phone: the CPU slowed four times (DevTools protocol) and the page's scripts held back, so the
 * customer acts on the server's HTML before the page has hydrated. What they chose or typed then
 * takes effect once the code is ready, and the address says what the boxes show
 * (docs/decisions/193, 194).
 */
async function openOnSlowPhone(page: Page, path: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = await openWithScriptsHeld(page, path);
  return {
    /** The scripts arrive; returns once the page has hydrated. */
    async hydrate() {
      await expect(page.locator(`html[${HYDRATED_ATTRIBUTE}="true"]`)).toHaveCount(0);
      await scripts.release();
      await waitForHydration(page);
    },
  };
}

const cardNames = (page: Page) => page.getByTestId('product-card').getByRole('heading', { level: 3 });

/** The names of a page of the collection as the API answers the same view (`page=` included). */
async function apiNames(page: Page, query: string): Promise<string[]> {
  const response = await page.request.get(`/api/products?${query}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as CataloguePage;
  expect(body.total).toBeGreaterThan(0);
  return body.products.map((product) => product.name);
}

test('a gender chosen before the page hydrates filters the list, and the address says so', async ({
  page,
}) => {
  const phone = await openOnSlowPhone(page, PATHS.perfumes);
  const gender = page.getByLabel(EN.perfumes.gender);
  await gender.selectOption('women');
  await phone.hydrate();

  await expect(page).toHaveURL(/\/perfumes\?gender=women$/);
  await expect(gender).toHaveValue('women');
  await expect(cardNames(page)).toHaveText(await apiNames(page, 'page=1&gender=women'));
});

test('on a phone the folded filters open before the page hydrates, and a gender chosen there applies', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const phone = await openOnSlowPhone(page, PATHS.perfumes);
  const gender = page.getByLabel(EN.perfumes.gender);
  await expect(gender).toBeHidden();
  const toggle = page.getByTestId('filters-toggle');
  await toggle.click();
  await expect(gender).toBeVisible();
  await gender.selectOption('women');
  await phone.hydrate();

  // The filters stay open as the visitor left them, and the list is what they show.
  await expect(gender).toBeVisible();
  await expect(page.locator('details', { has: toggle })).toHaveJSProperty('open', true);
  await expect(page).toHaveURL(/\/perfumes\?gender=women$/);
  await expect(cardNames(page)).toHaveText(await apiNames(page, 'page=1&gender=women'));
  // And the toggle goes on folding them.
  await toggle.click();
  await expect(gender).toBeHidden();
});

test('on a wide screen the filters show before the page hydrates, and their toggle only once it can fold them', async ({
  page,
}) => {
  const phone = await openOnSlowPhone(page, PATHS.perfumes);
  await expect(page.getByLabel(EN.perfumes.gender)).toBeVisible();
  const toggle = page.getByTestId('filters-toggle');
  await expect(toggle).toHaveCSS('visibility', 'hidden');
  await phone.hydrate();
  await expect(toggle).toHaveCSS('visibility', 'visible');
  await toggle.click();
  await expect(page.getByLabel(EN.perfumes.gender)).toBeHidden();
});

test('a name typed before the page hydrates filters the list once the code is ready', async ({ page }) => {
  const phone = await openOnSlowPhone(page, PATHS.perfumes);
  const name = page.getByLabel(EN.perfumes.name, { exact: true });
  await name.fill('oud');
  await phone.hydrate();

  await expect(page).toHaveURL(/\/perfumes\?name=oud$/);
  await expect(name).toHaveValue('oud');
  await expect(cardNames(page)).toHaveText(await apiNames(page, 'page=1&name=oud'));
  // And the filter goes on answering as usual.
  await name.fill('oud wood');
  await expect(page).toHaveURL(/\/perfumes\?name=oud\+wood$/);
});

test('a brand and a sort chosen before the page hydrates both apply', async ({ page }) => {
  const phone = await openOnSlowPhone(page, PATHS.perfumes);
  const filters = page.getByRole('form', { name: EN.perfumes.filtersTitle });
  await filters.getByLabel(EN.perfumes.brand, { exact: true }).selectOption('Lattafa');
  await filters.getByLabel(EN.paging.sortLabel).selectOption('name');
  await phone.hydrate();

  await expect(page).toHaveURL(/\/perfumes\?brand=Lattafa&sort=name$/);
  // The plain select still shows the choice: the searchable one comes only when the visitor does.
  await expect(filters.getByLabel(EN.perfumes.brand, { exact: true })).toHaveValue('Lattafa');
  await expect(filters.getByLabel(EN.paging.sortLabel)).toHaveValue('name');
  await expect(cardNames(page)).toHaveText(await apiNames(page, 'page=1&brand=Lattafa&sort=name'));
});

test('a brand search typed before the page hydrates searches once the code is ready', async ({ page }) => {
  const phone = await openOnSlowPhone(page, PATHS.explore);
  const search = page.getByLabel(EN.explore.searchLabel);
  await search.fill('lat');
  await phone.hydrate();

  await expect(page).toHaveURL(/\/explore-perfumes\?search=lat$/);
  await expect(search).toHaveValue('lat');
  await expect(page.getByTestId('brand-card')).toHaveText([/^Lattafa\d/]);
});

test('a brand search sent with Enter before the scripts arrive is a plain search of the page', async ({
  page,
}) => {
  await openOnSlowPhone(page, PATHS.explore);
  await page.getByLabel(EN.explore.searchLabel).fill('dior');
  await page.getByLabel(EN.explore.searchLabel).press('Enter');
  await page.waitForURL(/\/explore-perfumes\?search=dior$/, { waitUntil: 'commit' });
  await expect(page.getByTestId('brand-card')).toHaveText([/^Dior\d/]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the pages of the collection are plain links, and the filters a form that sends', async ({ page }) => {
    await page.goto(PATHS.perfumes);
    const total = ((await (await page.request.get('/api/products?page=1')).json()) as CataloguePage).total;
    await expect(page.getByTestId('pager-summary')).toHaveText(EN.paging.perfumesShown(1, 24, total));
    const pages = page.getByRole('navigation', { name: EN.paging.pagesLabel });
    await pages.getByRole('link', { name: EN.paging.next }).click();
    await expect(page).toHaveURL(/\/perfumes\?page=2$/);
    await expect(page.getByTestId('pager-summary')).toHaveText(EN.paging.perfumesShown(25, 48, total));
    await expect(cardNames(page)).toHaveText(await apiNames(page, 'page=2'));
    await pages.getByRole('link', { name: EN.paging.previous }).click();
    await expect(page).toHaveURL(/\/perfumes$/);

    await page.getByLabel(EN.perfumes.gender).selectOption('men');
    await page.getByRole('button', { name: EN.perfumes.applyFilters }).click();
    await expect(page).toHaveURL(/\/perfumes\?.*gender=men/);
    await expect(page.getByLabel(EN.perfumes.gender)).toHaveValue('men');
    await expect(cardNames(page)).toHaveText(await apiNames(page, 'page=1&gender=men'));
  });

  test('a jump to the pager of /perfumes or of the brands leaves it where it landed while the cards above are drawn', async ({
    page,
  }) => {
    // The cards past the first screen are drawn only when scrolled near; until then each holds
    // the height it will have. A jump straight to the pager draws the rows above it after the jump.
    for (const [path, width, within] of [
      [PATHS.perfumes, 1280, 8],
      [PATHS.perfumes, 768, 8],
      [PATHS.perfumes, 390, 64],
      [PATHS.explore, 1280, 8],
      [PATHS.explore, 768, 8],
      [PATHS.explore, 390, 64],
    ] as const) {
      await page.setViewportSize({ width, height: 720 });
      await page.goto(path);
      const next = page.getByRole('navigation', { name: EN.paging.pagesLabel }).getByRole('link', {
        name: EN.paging.next,
      });
      await next.scrollIntoViewIfNeeded();
      const landed = (await next.boundingBox())?.y ?? Number.NaN;
      // Drawn in the next frames; no script of the page runs to wait on, so a fixed wait.
      await page.waitForTimeout(300);
      const drawn = (await next.boundingBox())?.y ?? Number.NaN;
      expect(Math.abs(drawn - landed), `moved on ${path} at ${width} px`).toBeLessThanOrEqual(within);
    }
  });

  test('the brand directory pages and searches without JavaScript', async ({ page }) => {
    await page.goto(PATHS.explore);
    await page.getByLabel(EN.explore.searchLabel).fill('amou');
    await page.locator('#main').getByRole('button', { name: EN.paging.searchBrands }).click();
    await expect(page).toHaveURL(/\/explore-perfumes\?search=amou$/);
    await expect(page.getByTestId('brand-card')).toHaveText([/^Amouage\d/]);
  });
});
