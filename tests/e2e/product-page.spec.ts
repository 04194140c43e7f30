import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { EMPTY_FILTERS, filterProducts } from '#shared/catalogue-filter.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import type { Product } from '#shared/product.ts';
import { openWithScriptsHeld } from './address-watch.ts';
import { createPerfume, E2E_ADMIN, signInThroughApi, test, testAsLoaded } from './fixtures.ts';

const m = EN.productPage;

let counter = 0;
function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix} ${Date.now().toString(36)}${counter}`;
}

test('a home card opens the product page; 50 ml x2 and 100 ml x1 go to the cart with the right total', async ({
  page,
}) => {
  await page.goto(PATHS.home);
  const firstCard = page.getByTestId('product-card').first();
  await expect(firstCard).toBeVisible();
  const name = (await firstCard.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await firstCard.getByRole('heading', { level: 3 }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/perfumes\/[^/]+-[0-9a-f]{12}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name} by .+ \\| Saadiyat Perfumes$`));
  // The main picture is fetched first; it is AVIF/WebP with a srcset.
  const image = page.getByRole('link', { name: m.zoomImage }).getByRole('img');
  await expect(image).toHaveAttribute('fetchpriority', 'high');
  await expect(image).toHaveAttribute('srcset', /1200w/);

  const purchase = page.getByRole('region', { name: m.sizesTitle });
  await purchase.getByRole('button', { name: m.increase('50') }).click();
  await purchase.getByRole('button', { name: m.increase('50') }).click();
  await purchase.getByRole('button', { name: m.increase('100') }).click();
  await expect(purchase.getByTestId('picker-total')).toHaveText('$22.00');
  await purchase.getByRole('button', { name: m.addToCart }).click();
  await expect(page.getByText(EN.cart.added)).toBeVisible();

  // The same perfume again: not added twice, the spec's info message.
  await purchase.getByRole('button', { name: m.addToCart }).click();
  await expect(page.getByText(EN.cart.alreadyInCartGuest)).toBeVisible();

  await page.goto(PATHS.cart);
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('cart-total')).toContainText('$22.00');
});

test('tapping the picture enlarges it; Escape closes it', async ({ page }) => {
  await page.goto(PATHS.perfumes);
  await page.getByTestId('product-card').first().getByRole('heading', { level: 3 }).getByRole('link').click();
  await page.getByRole('link', { name: m.zoomImage }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

testAsLoaded(
  "before the page's code has run, tapping the picture opens the large picture itself",
  async ({ page }) => {
    const products = (await (await page.request.get('/api/products?page=1')).json()) as {
      products: Product[];
    };
    const product = products.products[0];
    if (!product) throw new Error('the demo catalogue is empty');
    await openWithScriptsHeld(page, product.path);
    const picture = page.getByRole('link', { name: m.zoomImage });
    await expect(picture).toHaveAttribute('href', product.imageUrl);
    await picture.click();
    await expect(page).toHaveURL((url) => url.pathname === new URL(product.imageUrl, 'http://shop').pathname);
  },
);

test('Share uses the device share sheet with the page URL where there is one', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.defineProperty(window, '__shares', { value: calls });
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: (data: unknown) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.goto(PATHS.perfumes);
  await page.getByTestId('product-card').first().getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/perfumes\/.+/);
  await page.getByRole('button', { name: m.share, exact: true }).click();
  const shares = await page.evaluate(() => (window as unknown as { __shares: { url: string }[] }).__shares);
  expect(shares).toHaveLength(1);
  expect(shares[0]?.url).toBe(page.url());
  await expect(page.getByRole('link', { name: m.shareOnWhatsApp })).toHaveCount(0);
});

test('without a share sheet: a wa.me link whose text starts with the URL, and Copy link', async ({
  page,
  context,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PATHS.perfumes);
  await page.getByTestId('product-card').first().getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page).toHaveURL(/\/perfumes\/.+/);
  const whatsApp = page.getByRole('link', { name: m.shareOnWhatsApp });
  const href = new URL((await whatsApp.getAttribute('href')) ?? '');
  expect(href.origin).toBe('https://wa.me');
  expect(href.searchParams.get('text')?.startsWith(`${page.url()}\n`)).toBe(true);
  await page.getByRole('button', { name: m.copyLink }).click();
  await expect(page.getByText(m.linkCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('the header search finds a perfume by a note; the SearchAction address searches too', async ({
  page,
  baseURL,
}) => {
  const note = `Saffronia${Date.now().toString(36)}`;
  const product = await createPerfume(page, baseURL, {
    name: uniqueName('Note Search'),
    heartNotes: `rose, ${note}`,
  });
  await page.goto(PATHS.about);
  const search = page.getByRole('search');
  await search.getByLabel(EN.nav.search).fill(note.toUpperCase());
  await search.getByRole('button', { name: EN.nav.searchButton }).click();
  await expect(page).toHaveURL(new RegExp(`/perfumes\\?q=${note.toUpperCase()}$`));
  await expect(page.getByTestId('product-card')).toHaveCount(1);
  await expect(page.getByTestId('product-card').getByRole('heading', { level: 3 })).toHaveText(product.name);

  // The home page's structured data names a search address: following it finds the same perfume.
  const home = await (await page.request.get(PATHS.home)).text();
  const website = [...home.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? '{}'))
    .find((block) => block['@type'] === 'WebSite');
  const template: string = website.potentialAction.target.urlTemplate;
  await page.goto(template.replace('{search_term_string}', encodeURIComponent(note.toLowerCase())));
  await expect(page.getByTestId('product-card').getByRole('heading', { level: 3 })).toHaveText(product.name);
});

test('the concentration filter lives in the URL and survives reload and Back', async ({ page, baseURL }) => {
  const product = await createPerfume(page, baseURL, {
    name: uniqueName('Attar Filter'),
    concentration: 'oil',
    scentFamilies: 'oud,musk',
  });
  await page.goto(PATHS.perfumes);
  const cards = page.getByTestId('product-card').getByRole('heading', { level: 3 });
  const unfiltered = await cards.count();
  await page.getByLabel(EN.fragrance.concentration).selectOption('oil');
  await expect(page).toHaveURL(/\/perfumes\?concentration=oil$/);
  // The list is the filtered one once it has shrunk (the URL may change a moment before it).
  await expect.poll(() => cards.count()).toBeLessThan(unfiltered);
  await expect(cards).toContainText([product.name]);
  const count = await cards.count();
  await page.reload();
  await expect(page.getByLabel(EN.fragrance.concentration)).toHaveValue('oil');
  await expect(cards).toHaveCount(count);
  await page.getByRole('heading', { level: 3, name: product.name }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(EN.fragrance.concentrations.oil)).toBeVisible();
  await expect(page.getByText('Oud, Musk')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/perfumes\?concentration=oil$/);
  await expect(page.getByLabel(EN.fragrance.concentration)).toHaveValue('oil');
  await expect(cards).toHaveCount(count);
  await page.getByLabel(EN.fragrance.scentFamilies).selectOption('musk');
  await expect(page).toHaveURL(/\/perfumes\?concentration=oil&family=musk$/);
  await expect(cards).toContainText([product.name]);
});

test('the admin card shows the link preview a chat will show, and warns about a small picture', async ({
  page,
  baseURL,
}) => {
  const big = await createPerfume(page, baseURL, { name: uniqueName('Preview Big') }, 800);
  const small = await createPerfume(page, baseURL, { name: uniqueName('Preview Small') }, 400);
  await signInThroughApi(page, baseURL, E2E_ADMIN);
  await page.goto(PATHS.admin);
  // Each brand's perfumes fold away under its name: open Lattafa.
  await page.getByRole('button', { name: /^Lattafa/ }).click();
  const card = page.getByRole('article', { name: big.name, exact: true });
  const preview = card.getByRole('figure', { name: EN.linkPreview.title });
  await expect(preview).toContainText(`${big.name} by Lattafa | Saadiyat Perfumes`);
  await expect(preview).toContainText('Smoky oud with a rose heart.');
  await expect(preview).toContainText(new URL(baseURL ?? '').host);
  const image = preview.locator('img');
  await expect(image).toHaveAttribute('src', big.previewImageUrl);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  await expect(card.getByRole('status')).toHaveCount(0);
  const smallCard = page.getByRole('article', { name: small.name, exact: true });
  await expect(smallCard.getByRole('status')).toHaveText(EN.linkPreview.smallImage(400, 400));
  // The card's name opens the product page.
  await card.getByRole('link', { name: big.name }).click();
  await expect(page).toHaveURL(new RegExp(`${big.path}$`));
});

test('a gone perfume says it is no longer available and links to the collection', async ({ page }) => {
  const response = await page.goto('/perfumes/vanished-0123456789ab');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: m.notAvailableTitle })).toBeVisible();
  await page.getByRole('link', { name: m.backToCollection }).click();
  await expect(page).toHaveURL(/\/perfumes$/);
});

test("on a phone the search sits in the menu; a card's own Add to Cart keeps the visitor on the list", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PATHS.about);
  await page.getByTestId('menu-toggle').click();
  const menu = page.getByTestId('mobile-menu');
  await menu.getByLabel(EN.nav.search).fill('ajmal');
  await menu.getByRole('button', { name: EN.nav.searchButton }).click();
  await expect(page).toHaveURL(/\/perfumes\?q=ajmal$/);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  const catalogue = (await (await page.request.get('/api/products')).json()) as Product[];
  const expected = filterProducts(catalogue, { ...EMPTY_FILTERS, q: 'ajmal' }).map((p) => p.name);
  expect(expected.length).toBeGreaterThan(0);
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(expected);
  await cards.first().getByRole('button', { name: EN.product.addToCart }).click();
  await expect(page.getByText(EN.cart.added)).toBeVisible();
  await expect(page).toHaveURL(/\/perfumes\?q=ajmal$/);
});

test('a product page has no serious accessibility violation', async ({ page }) => {
  await page.goto(PATHS.perfumes);
  await page.getByTestId('product-card').first().getByRole('heading', { level: 3 }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: m.sizesTitle })).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
});
