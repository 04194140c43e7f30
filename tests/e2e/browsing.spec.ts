import { expect, type Page } from '@playwright/test';
import { brandsWithPerfumesFirst, countByBrand } from '#shared/brand-counts.ts';
import type { Brand } from '#shared/brands.ts';
import { foldText } from '#shared/catalogue-filter.ts';
import { BRAND_PAGE_SIZE, type BrandDirectoryPage, CATALOGUE_PAGE_SIZE } from '#shared/catalogue-view.ts';
import { SIZE_PRICE_CENTS } from '#shared/constants.ts';
import { formatCents, formatPrice } from '#shared/format.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import type { Product } from '#shared/product.ts';
import { sizePriceList } from '#shared/size-prices.ts';
import { test } from './fixtures.ts';

async function fetchCatalogue(page: Page): Promise<Product[]> {
  const response = await page.request.get('/api/products');
  expect(response.ok()).toBe(true);
  return response.json();
}

const cards = (page: Page) => page.getByTestId('product-card');
const card = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

test("every card shows the shop's size prices, the same ones the cart then charges", async ({ page }) => {
  const expected = sizePriceList(SIZE_PRICE_CENTS)
    .map(({ size, cents }) => `${EN.fn.sizeLabel(size)} ${formatPrice(cents)}`)
    .join('·');
  expect(expected).toBe(
    `50 ml ${formatPrice(SIZE_PRICE_CENTS['50'])}·100 ml ${formatPrice(SIZE_PRICE_CENTS['100'])}`,
  );
  await page.goto(PATHS.perfumes);
  await expect(cards(page).first()).toBeVisible();
  const prices = page.getByTestId('card-prices');
  await expect(prices).toHaveCount(await cards(page).count());
  for (const text of await prices.allTextContents()) expect(text.replace(/\s*·\s*/g, '·')).toBe(expected);
  await expect(prices.first().getByRole('listitem')).toHaveCount(2);

  // The home page's cards too.
  await page.goto(PATHS.home);
  const news = page.getByRole('region', { name: EN.home.ourNews });
  await expect(news.getByTestId('card-prices').first()).toHaveText(/50 ml\s*\$6\s*·\s*100 ml\s*\$10/);

  // The cart charges what the card said.
  const [first] = await fetchCatalogue(page);
  if (!first) throw new Error('empty catalogue');
  await page.goto(PATHS.perfumes);
  await card(page, first.name).getByRole('button', { name: EN.product.addToCart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goto(PATHS.cart);
  await page.getByRole('button', { name: new RegExp(`^${EN.cart.size50}`) }).click();
  await expect(page.getByTestId('line-price')).toHaveText(formatCents(SIZE_PRICE_CENTS['50']));
});

test('/explore-perfumes shows how many perfumes each brand has', async ({ page }) => {
  const catalogue = await fetchCatalogue(page);
  await page.goto(PATHS.explore);
  const brandCards = page.getByTestId('brand-card');
  await expect(brandCards.first()).toBeVisible();
  await expect(page.getByTestId('brand-count').first()).toBeVisible();
  // The demo catalogue has a perfume for every brand it lists.
  await expect(brandCards.filter({ hasText: EN.storefront.perfumeCount(0) })).toHaveCount(0);
  // A brand on any page of the directory is found by its search (the Arabic-script house sorts last).
  for (const name of ['Lattafa', 'Dior', 'Gucci', 'الماجد للعود']) {
    const count = catalogue.filter((product) => product.brand === name).length;
    expect(count, name).toBeGreaterThan(0);
    await page.goto(`${PATHS.explore}?${new URLSearchParams({ search: name })}`);
    await expect(brandCards.filter({ hasText: name }).getByTestId('brand-count')).toHaveText(
      EN.storefront.perfumeCount(count),
    );
  }
  // A count leads to as many perfumes.
  await page.goto(`${PATHS.explore}?search=Lattafa`);
  await brandCards.filter({ hasText: 'Lattafa' }).click();
  await expect(cards(page)).toHaveCount(
    Math.min(CATALOGUE_PAGE_SIZE, catalogue.filter((product) => product.brand === 'Lattafa').length),
  );
});

test('brands with perfumes come first on /explore-perfumes, and the rest say they have none yet', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page);
  const few = catalogue.filter((product) => ['Rasasi', 'Xerjoff'].includes(product.brand));
  // The directory's answers as if the shop had only those perfumes: the same brands, their
  // counts and order from the stand-in list (the server orders them so: docs/decisions/194).
  const counts = countByBrand(few);
  const allBrands = (await (await page.request.get('/api/brands')).json()) as Brand[];
  await page.route(/\/api\/brands\/directory\?/, async (route) => {
    const real = (await (await route.fetch()).json()) as BrandDirectoryPage;
    const search = foldText(new URL(route.request().url()).searchParams.get('search') ?? '');
    const matching = allBrands.filter((brand) => foldText(brand.name).includes(search));
    const brands = brandsWithPerfumesFirst(matching, counts)
      .slice(0, BRAND_PAGE_SIZE)
      .map((brand) => ({ ...brand, count: counts.get(brand.name) ?? 0 }));
    await route.fulfill({ json: { ...real, brands } });
  });
  // The server renders the real directory's second page; its Previous link, followed inside the
  // app, fetches the first page from the stand-in.
  await page.goto(`${PATHS.explore}?page=2`);
  await expect(page.getByTestId('cart-button')).toBeVisible();
  await page.getByRole('link', { name: EN.paging.previous }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.explore}$`));
  const names = page.getByTestId('brand-card');
  await expect(names.first()).toHaveText(/^Rasasi/);
  await expect(names.nth(1)).toHaveText(/^Xerjoff/);
  await expect(page.getByTestId('brand-count').nth(2)).toHaveText(EN.storefront.perfumeCount(0));
  await expect(page.getByTestId('brand-count').first()).toHaveText(
    EN.storefront.perfumeCount(few.filter((product) => product.brand === 'Rasasi').length),
  );
  // The search keeps the order: brands with perfumes first.
  await page.getByLabel(EN.explore.searchLabel).fill('ra');
  await expect(names.first()).toHaveText(/^Rasasi/);
  await expect(names.nth(1)).toHaveText(new RegExp(EN.storefront.perfumeCount(0)));
});

test('the cart dropdown, the cart page and the checkout load small variants, never the original upload', async ({
  page,
}) => {
  const [first] = await fetchCatalogue(page);
  if (!first) throw new Error('empty catalogue');
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/media/')) requested.push(pathname);
  });
  const variant = /^\/media\/[^/]+\.\d+w\.webp$/;

  await page.goto(PATHS.perfumes);
  await card(page, first.name).getByRole('button', { name: EN.product.addToCart }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByTestId('cart-button').click();
  const dropdownImage = page
    .getByRole('region', { name: EN.nav.cart })
    .getByRole('img', { name: first.name });
  await expect(dropdownImage).toHaveJSProperty('complete', true);
  expect(await dropdownImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(
    new URL(await dropdownImage.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname,
  ).toMatch(variant);

  requested.length = 0;
  await page.goto(PATHS.cart);
  const cartImage = page.getByTestId('cart-item').getByRole('img', { name: first.name });
  await expect(cartImage).toHaveJSProperty('complete', true);
  expect(await cartImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(new URL(await cartImage.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname).toMatch(
    variant,
  );
  expect(requested.length).toBeGreaterThan(0);
  expect(requested.every((path) => variant.test(path))).toBe(true);
  expect(requested).not.toContain(first.imageUrl);

  // The checkout's order lines show the same small picture.
  await page.getByRole('button', { name: new RegExp(`^${EN.cart.size100}`) }).click();
  await page.getByRole('button', { name: EN.cart.checkout }).click();
  await page.getByRole('button', { name: EN.cart.continueAsGuest }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const orderImage = page.getByTestId('order-item').getByRole('img', { name: first.name });
  await expect(orderImage).toHaveJSProperty('complete', true);
  expect(new URL(await orderImage.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname).toMatch(
    variant,
  );
  expect(requested).not.toContain(first.imageUrl);
});

test('on a 390 px phone /perfumes opens on two perfumes side by side, with the filters folded', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PATHS.perfumes);
  const filtersButton = page.getByTestId('filters-toggle');
  const filtersFold = page.locator('details', { has: filtersButton });
  await expect(filtersFold).toHaveJSProperty('open', false);
  await expect(page.getByLabel(EN.perfumes.name, { exact: true })).toBeHidden();

  // The first screen shows two whole cards, side by side: image, brand, name, price and Add to Cart.
  await expect(cards(page).nth(1)).toBeVisible();
  const [left, right] = [cards(page).nth(0), cards(page).nth(1)];
  const a = await left.boundingBox();
  const b = await right.boundingBox();
  if (!a || !b) throw new Error('no card box');
  expect(Math.abs(a.y - b.y)).toBeLessThan(1);
  expect(b.x).toBeGreaterThan(a.x + a.width - 1);
  for (const box of [a, b]) expect(box.y + box.height).toBeLessThanOrEqual(844);
  for (const one of [left, right]) {
    const add = one.getByRole('button', { name: EN.product.addToCart });
    await expect(add).toBeInViewport({ ratio: 1 });
    // The button is swapped for the cart's own once its code has loaded: measure whichever is there.
    await expect.poll(async () => (await add.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await expect.poll(async () => (await add.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(44);
    await expect(one.getByTestId('card-prices')).toBeInViewport({ ratio: 1 });
    await expect(one.getByRole('heading', { level: 3 })).toBeInViewport({ ratio: 1 });
    const fontSize = await one
      .getByRole('heading', { level: 3 })
      .evaluate((heading) => Number.parseFloat(getComputedStyle(heading).fontSize));
    expect(fontSize).toBeGreaterThanOrEqual(16);
  }
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The Filters button opens them and tells how many are on.
  await filtersButton.click();
  await expect(filtersFold).toHaveJSProperty('open', true);
  const gender = page.getByLabel(EN.perfumes.gender);
  await expect(gender).toBeVisible();
  await gender.selectOption('women');
  await page.getByLabel(EN.perfumes.name, { exact: true }).fill('a');
  await expect(page.getByTestId('active-filter-count')).toHaveText('2');
  await expect(filtersButton).toHaveAccessibleName(
    `${EN.storefront.filters} ${EN.storefront.activeFilters(2)}`,
  );
  await filtersButton.click();
  await expect(gender).toBeHidden();
  await page.reload();
  await expect(page.getByTestId('active-filter-count')).toHaveText('2');
});

test('on a wide screen the filters start open and the Filters button folds them', async ({ page }) => {
  await page.goto(PATHS.perfumes);
  const filtersButton = page.getByTestId('filters-toggle');
  const filtersFold = page.locator('details', { has: filtersButton });
  await expect(filtersFold).toHaveJSProperty('open', true);
  await expect(page.getByLabel(EN.perfumes.name, { exact: true })).toBeVisible();
  await expect(page.getByTestId('active-filter-count')).toHaveCount(0);
  await filtersButton.click();
  await expect(page.getByLabel(EN.perfumes.name, { exact: true })).toBeHidden();
  // Four cards a row.
  const tops = await Promise.all([0, 1, 2, 3].map(async (i) => (await cards(page).nth(i).boundingBox())?.y));
  expect(new Set(tops).size).toBe(1);
});
