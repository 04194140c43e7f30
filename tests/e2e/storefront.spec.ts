import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { CAROUSEL_INTERVAL_MS, CAROUSEL_STEP_PX } from '#shared/carousel.ts';
import { type CatalogueFilters, EMPTY_FILTERS, filterProducts } from '#shared/catalogue-filter.ts';
import { BRAND_PAGE_SIZE, CATALOGUE_PAGE_SIZE } from '#shared/catalogue-view.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { PATHS } from '#shared/paths.ts';
import type { Product } from '#shared/product.ts';
import { DEFAULT_SETTINGS } from '#shared/settings-defaults.ts';
import { SHOP } from '#shared/shop.ts';
import { test } from './fixtures.ts';
import { watchRequests } from './page-settled.ts';

/** The catalogue as the server has it now (other journeys may have added perfumes). */
async function fetchCatalogue(page: Page): Promise<Product[]> {
  const response = await page.request.get('/api/products');
  expect(response.ok()).toBe(true);
  return response.json();
}

const cardNames = (page: Page) => page.getByTestId('product-card').getByRole('heading', { level: 3 });

const carousel = (page: Page) => page.getByTestId('brand-carousel');
const carouselIndex = async (page: Page) => Number(await carousel(page).getAttribute('data-index'));

/** Opens a page with the header's link, inside the app: the page fetches its data in the browser. */
async function openFromMainNav(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: EN.nav.mainNavigation })
    .getByRole('link', { name: label, exact: true })
    .click();
}

test('the hero tagline types out in full over the looping, muted video', async ({ page }) => {
  await page.goto('/');
  const tagline = page.getByTestId('hero-tagline');
  await expect(tagline).toBeAttached();
  // Still typing when first seen: 131 characters take about 4 s.
  expect((await tagline.textContent())?.length ?? 0).toBeLessThan(EN.home.tagline.length);
  await expect(tagline).toHaveText(EN.home.tagline, { timeout: 10_000 });
  expect(EN.home.tagline).toHaveLength(131);

  const video = page.getByTestId('hero-video');
  await expect(video).toHaveAttribute('poster', /\.jpg$/);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.loop, v.muted, v.playsInline])).toEqual([
    true,
    true,
    true,
  ]);
  await expect(page.getByRole('link', { name: EN.home.exploreCollection })).toHaveAttribute(
    'href',
    PATHS.explore,
  );
});

test('with reduced motion the tagline shows at once and the video does not play', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const requests = watchRequests(page);
  await page.goto('/');
  await expect(page.getByTestId('hero-tagline')).toHaveText(EN.home.tagline, { timeout: 1000 });
  // The video gets its source once the page has loaded; a video about to play would then load it.
  await expect(page.getByTestId('hero-video')).toHaveAttribute('src', /./);
  await requests.settled();
  requests.stop();
  expect(await page.getByTestId('hero-video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
});

test('Our News shows the four newest perfumes, newest first', async ({ page }) => {
  const newest = (await fetchCatalogue(page)).slice(0, 4).map((p) => p.name);
  await page.goto('/');
  const news = page.getByRole('region', { name: EN.home.ourNews });
  await expect(news.getByTestId('product-card').getByRole('heading', { level: 3 })).toHaveText(newest);
  // Each card: image with explicit size and responsive sources, brand, cut description.
  const firstImage = news.getByRole('img').first();
  await expect(firstImage).toHaveAttribute('width', '640');
  await expect(firstImage).toHaveAttribute('srcset', /320w.*640w/);
  await expect(firstImage).toHaveAttribute('loading', 'lazy');
});

test('the brand carousel advances by itself, snaps after a drag, and answers the arrow keys', async ({
  page,
}) => {
  await page.goto('/');
  const strip = carousel(page);
  await strip.scrollIntoViewIfNeeded();
  await expect(strip.locator('li')).not.toHaveCount(0);

  // Auto-advance: one brand every 2 s while visible; the card after the index is the centre.
  const start = await carouselIndex(page);
  await expect
    .poll(() => carouselIndex(page), { timeout: CAROUSEL_INTERVAL_MS * 2 + 1000 })
    .toBeGreaterThan(start);
  const index = await carouselIndex(page);
  await expect(strip.locator('li[aria-current="true"]')).toHaveCount(1);
  expect(
    await strip
      .locator('li')
      .nth(index + 1)
      .getAttribute('aria-current'),
  ).toBe('true');

  // A slow drag of a little over two cards, held still before release (no velocity), snaps two on.
  const box = await strip.boundingBox();
  if (!box) throw new Error('the carousel has no box');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 + 300;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const before = await carouselIndex(page);
  const distance = Math.round(CAROUSEL_STEP_PX * 2.1);
  for (let moved = 0; moved <= distance; moved += 30) {
    await page.mouse.move(x - moved, y);
    await page.waitForTimeout(16);
  }
  await page.mouse.move(x - distance, y);
  await page.waitForTimeout(250);
  // Dragging pauses it: nothing moved on its own while held.
  expect(await carouselIndex(page)).toBe(before);
  await page.mouse.up();
  await expect.poll(() => carouselIndex(page)).toBe(before + 2);
  // The click that ends a drag does not leave the page.
  await expect(page).toHaveURL(/\/$/);

  // Keyboard: focused by keyboard it holds still, and the arrows move it one card.
  await strip.focus();
  await page.keyboard.press('ArrowLeft');
  const afterKey = await carouselIndex(page);
  expect(afterKey).toBe(before + 1);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => carouselIndex(page)).toBe(before + 2);
});

test('clicking the brand strip, and "View All Brands & Collections", go to /explore-perfumes', async ({
  page,
}) => {
  await page.goto('/');
  await carousel(page).locator('li[aria-current="true"]').click();
  await expect(page).toHaveURL(/\/explore-perfumes$/);

  await page.goto('/');
  await page.getByRole('link', { name: EN.home.viewAllBrands }).click();
  await expect(page).toHaveURL(/\/explore-perfumes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(EN.explore.title);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the brand search narrows the grid, and a brand card opens /perfumes with that brand selected', async ({
  page,
}) => {
  await page.goto(PATHS.explore);
  const cards = page.getByTestId('brand-card');
  await expect(cards.first()).toBeVisible();
  // A full first page of the directory (docs/decisions/194): the shop lists more brands than that.
  const all = await cards.count();
  expect(all).toBe(BRAND_PAGE_SIZE);

  await page.getByLabel(EN.explore.searchLabel).fill('lat');
  await expect(cards).toHaveText([/^Lattafa\d/]);
  await expect(page).toHaveURL(/\?search=lat$/);

  await page.getByLabel(EN.explore.searchLabel).fill('zzzz');
  await expect(page.getByText(EN.explore.noBrands)).toBeVisible();
  await page.getByLabel(EN.explore.searchLabel).fill('');
  await expect(cards).toHaveCount(all);

  await page.getByLabel(EN.explore.searchLabel).fill('lattafa');
  // The search answers after a pause: the first card is Lattafa's only once it has.
  await expect(cards).toHaveText([/^Lattafa\d/]);
  await cards.first().click();
  await expect(page).toHaveURL(/\/perfumes\?brand=Lattafa$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // The brand filter holds the brand (as a plain or a searchable select), and every card is of it.
  const filters = page.getByRole('form', { name: EN.perfumes.filtersTitle });
  await expect
    .poll(() => filters.evaluate((form: HTMLFormElement) => new FormData(form).get('brand')))
    .toBe('Lattafa');
  const expected = filterProducts(await fetchCatalogue(page), { ...EMPTY_FILTERS, brand: 'Lattafa' });
  await expect(cardNames(page)).toHaveText(expected.slice(0, CATALOGUE_PAGE_SIZE).map((p) => p.name));
  await expect(page).toHaveTitle(/^Lattafa Perfumes \|/);
});

test('the site search address prefills the brand search', async ({ page }) => {
  await page.goto(`${PATHS.explore}?search=dior`);
  await expect(page.getByLabel(EN.explore.searchLabel)).toHaveValue('dior');
  await expect(page.getByTestId('brand-card')).toHaveText([/^Dior\d/]);
});

test('each filter on /perfumes narrows the list, lives in the URL, and survives reload and Back', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page);
  const expectNames = async (filters: Partial<CatalogueFilters>) => {
    const expected = filterProducts(catalogue, { ...EMPTY_FILTERS, ...filters }).map((p) => p.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(catalogue.length);
    // The first page of them (docs/decisions/193).
    await expect(cardNames(page)).toHaveText(expected.slice(0, CATALOGUE_PAGE_SIZE));
  };

  await page.goto(PATHS.perfumes);
  await expect(cardNames(page)).toHaveCount(Math.min(catalogue.length, CATALOGUE_PAGE_SIZE));

  const name = page.getByLabel(EN.perfumes.name, { exact: true });
  await name.fill('khamrah');
  await expectNames({ name: 'khamrah' });
  await name.fill('');

  const description = page.getByLabel(EN.perfumes.description, { exact: true });
  await description.fill('vanilla');
  await expectNames({ description: 'vanilla' });
  await description.fill('');

  const gender = page.getByLabel(EN.perfumes.gender);
  await gender.selectOption('women');
  await expectNames({ gender: 'women' });
  await gender.selectOption('');

  const style = page.getByLabel(EN.perfumes.style, { exact: true });
  await style.selectOption('Oud');
  await expectNames({ style: 'Oud' });

  // The brand select is searchable once the visitor comes to it (docs/decisions/209); filters combine.
  const brand = page.getByLabel(EN.perfumes.brand, { exact: true });
  await brand.focus();
  await expect(brand).toHaveJSProperty('tagName', 'INPUT');
  await brand.fill('Ajmal');
  await page.keyboard.press('Enter');
  await expectNames({ style: 'Oud', brand: 'Ajmal' });
  await expect(page).toHaveURL(/\/perfumes\?brand=Ajmal&style=Oud$/);

  await page.reload();
  await expectNames({ style: 'Oud', brand: 'Ajmal' });
  await page
    .getByRole('navigation', { name: EN.nav.mainNavigation })
    .getByRole('link', { name: EN.nav.about })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expectNames({ style: 'Oud', brand: 'Ajmal' });
  await expect(page.getByLabel(EN.perfumes.style, { exact: true })).toHaveValue('Oud');

  await page.getByRole('button', { name: EN.perfumes.clearFilters }).click();
  await expect(cardNames(page)).toHaveCount(Math.min(catalogue.length, CATALOGUE_PAGE_SIZE));
  await expect(page).toHaveURL(/\/perfumes$/);

  await page.getByLabel(EN.perfumes.name, { exact: true }).fill('no-such-perfume-xyz');
  await expect(page.getByText(EN.perfumes.empty)).toBeVisible();
  await expect(cardNames(page)).toHaveCount(0);
});

test('the brand filter is a plain select until the visitor comes to it, then a searchable one with the focus', async ({
  page,
}) => {
  const catalogue = await fetchCatalogue(page);
  const ofBrand = (brand: string) =>
    filterProducts(catalogue, { ...EMPTY_FILTERS, brand })
      .slice(0, CATALOGUE_PAGE_SIZE)
      .map((p) => p.name);
  await page.goto(PATHS.perfumes);
  const brand = page.getByLabel(EN.perfumes.brand, { exact: true });
  // Hydrated, the page has not drawn the searchable select: the plain one filters by itself.
  await expect(brand).toHaveJSProperty('tagName', 'SELECT');
  await brand.selectOption('Lattafa');
  await expect(page).toHaveURL(/\/perfumes\?brand=Lattafa$/);
  await expect(cardNames(page)).toHaveText(ofBrand('Lattafa'));
  // It follows the address when another control changes it.
  await page.getByRole('button', { name: EN.perfumes.clearFilters }).click();
  await expect(page).toHaveURL(/\/perfumes$/);
  await expect(brand).toHaveValue('');
  await expect(brand).toHaveJSProperty('tagName', 'SELECT');

  // Reached by the keyboard, it becomes the searchable select and keeps the focus.
  await page.getByLabel(EN.perfumes.description, { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(brand).toHaveJSProperty('tagName', 'INPUT');
  await expect(brand).toBeFocused();
  await page.keyboard.type('rasasi');
  await expect(page.getByRole('option', { name: 'Rasasi' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/perfumes\?brand=Rasasi$/);
  await expect(cardNames(page)).toHaveText(ofBrand('Rasasi'));
});

test('/perfumes says "Loading perfumes..." while the list loads', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The page of the collection (docs/decisions/193).
  await page.route(/\/api\/products\?page=1$/, async (route) => {
    await held;
    await route.continue();
  });
  // The server renders /perfumes with its list: reached from inside the app, the page fetches it.
  await page.goto(PATHS.about);
  await openFromMainNav(page, EN.nav.perfumes);
  await expect(page.getByText(EN.perfumes.loading)).toBeVisible();
  release();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByText(EN.perfumes.loading)).toHaveCount(0);
});

test('a product image that fails to load becomes /placeholder.jpg', async ({ page }) => {
  await page.route('**/media/**', (route) => route.abort());
  await page.goto(PATHS.perfumes);
  const image = page.getByTestId('product-card').first().getByRole('img');
  await expect(image).toHaveAttribute('src', '/placeholder.jpg');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await image.getAttribute('srcset')).toBeNull();
});

test('Our News says new arrivals are coming when there are none, or when the list fails to load', async ({
  page,
}) => {
  await page.route('**/api/products?limit=4', (route) => route.fulfill({ json: [] }));
  // The server renders the home page with the newest perfumes: reached from inside the app, the
  // page fetches the stand-in answers.
  await page.goto(PATHS.about);
  await openFromMainNav(page, EN.nav.home);
  await expect(page.getByText(EN.home.noProducts)).toBeVisible();

  await page.unroute('**/api/products?limit=4');
  await page.route('**/api/products?limit=4', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'down' } } }),
  );
  const logged = page.waitForEvent('console', (message) => message.type() === 'error');
  await page.goto(PATHS.about);
  await openFromMainNav(page, EN.nav.home);
  await logged;
  await expect(page.getByText(EN.home.noProducts)).toBeVisible();
  await expect(page.getByRole('region', { name: EN.home.ourNews }).getByRole('status')).toHaveCount(0);
});

test('Contact: WhatsApp opens a chat with the shop in a new tab, and Call is a tel: link', async ({
  page,
  context,
}) => {
  // No network to WhatsApp here: answer its page locally so the new tab has somewhere to land.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ body: 'WhatsApp', contentType: 'text/plain' }),
  );
  await page.goto(PATHS.contact);
  const whatsapp = page.getByRole('link', { name: new RegExp(EN.contact.whatsappTitle) });
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expect(whatsapp).toHaveAttribute('rel', /noopener/);
  const [popup] = await Promise.all([page.waitForEvent('popup'), whatsapp.click()]);
  await expect.poll(() => popup.url()).toBe(`https://wa.me/${SHOP.defaultPhone}`);
  await popup.close();

  const call = page.getByRole('link', { name: new RegExp(`^${EN.contact.callTitle}`) });
  await expect(call).toHaveAttribute('href', `tel:+${SHOP.defaultPhone}`);
});

test('Location shows the map of the shop, its phone and hours, and directions to it', async ({ page }) => {
  await page.goto(PATHS.location);
  const map = page.locator(`iframe[title="${EN.shopInfo.mapTitle}"]`);
  const { latitude, longitude } = DEFAULT_SETTINGS.shop;
  await expect(map).toHaveAttribute(
    'src',
    `https://www.google.com/maps?q=${latitude},${longitude}&output=embed`,
  );
  await expect(page.getByRole('link', { name: /\+961/ })).toHaveAttribute(
    'href',
    `tel:+${SHOP.defaultPhone}`,
  );
  const hours = page.getByRole('definition');
  await expect(hours.filter({ hasText: '10:00am-8:00pm' })).toHaveCount(6);
  await expect(hours.filter({ hasText: '11:00am-6:00pm' })).toHaveCount(1);
  const directions = page.getByRole('link', { name: new RegExp(EN.home.getDirections) });
  await expect(directions).toHaveAttribute('href', new RegExp(`destination=${latitude},${longitude}`));
  await expect(directions).toHaveAttribute('target', '_blank');
});

test('the home page local-visit block links "Get Directions" to /location', async ({ page }) => {
  await page.goto('/');
  const visit = page.getByRole('region', { name: EN.shopInfo.visitTitle });
  await expect(visit.getByText('10:00am-8:00pm').first()).toBeVisible();
  await visit.getByRole('link', { name: EN.home.getDirections }).click();
  await expect(page).toHaveURL(/\/location$/);
});

test('the home page draws its sections below the first screen when scrolled near, each holding about its height', async ({
  page,
}) => {
  // Until drawn, each holds its height from the stylesheet (docs/decisions/225). Off by more, a
  // page scrolled up would jump, and a contrast audit would read a section's text at the wrong place.
  const sections = ['home-edge', 'home-collections', 'local-visit'];
  const within = 6 * 16;
  for (const path of ['/', '/fr/', '/ar/']) {
    for (const width of [390, 768, 1280]) {
      await page.setViewportSize({ width, height: 720 });
      await page.goto(path);
      const visit = page.locator('section[aria-labelledby="local-visit"]');
      // The last section is far below the first screen: laid out only once scrolled near.
      expect(
        await visit.evaluate((s) => s.querySelector('h2')?.checkVisibility({ contentVisibilityAuto: true })),
        `${path} at ${width} px draws the last section at once`,
      ).toBe(false);
      const held = await page.evaluate(
        (ids) =>
          ids.map(
            (id) =>
              document.querySelector(`section[aria-labelledby="${id}"]`)?.getBoundingClientRect().height,
          ),
        sections,
      );
      for (const [i, id] of sections.entries()) {
        const section = page.locator(`section[aria-labelledby="${id}"]`);
        const heading = section.getByRole('heading', { level: 2 });
        await heading.scrollIntoViewIfNeeded();
        await expect(heading).toBeInViewport();
        await expect
          .poll(() =>
            section.evaluate((s) => s.querySelector('h2')?.checkVisibility({ contentVisibilityAuto: true })),
          )
          .toBe(true);
        const drawn = await section.evaluate((s) => s.getBoundingClientRect().height);
        expect(
          Math.abs(drawn - (held[i] ?? Number.NaN)),
          `${id} on ${path} at ${width} px`,
        ).toBeLessThanOrEqual(within);
      }
    }
  }
});

test('the home page has the three structured-data blocks, and only the home page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  const blocks = () =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>),
      );
  const found = await blocks();
  expect(found.map((b) => b['@type'])).toEqual(['Store', 'ItemList', 'WebSite']);
  expect(found[1]).toMatchObject({ numberOfItems: 4 });
  expect(JSON.stringify(found[1])).toContain('"priceCurrency":"USD"');
  expect(JSON.stringify(found[2])).toContain('/perfumes?q={search_term_string}');

  await page.getByRole('link', { name: EN.home.viewAllBrands }).click();
  await expect(page).toHaveURL(/\/explore-perfumes$/);
  await expect.poll(async () => (await blocks()).length).toBe(0);
});

test('the head follows client-side navigation: title, canonical and preview tags', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: EN.nav.mainNavigation })
    .getByRole('link', { name: EN.nav.about })
    .click();
  await expect(page).toHaveTitle(/^About Us \|/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /^About Us \|/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

test('the collections grid is scrolled to when the home page is opened asking for it', async ({ page }) => {
  await page.goto(PATHS.about);
  // What the empty cart's Shop Now does: go to / with the navigation state naming the collections.
  await page.evaluate(() => {
    window.history.pushState({ usr: { scrollTo: 'collections' }, key: 'shop-now', idx: 1 }, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('heading', { name: EN.home.collectionsTitle })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

for (const path of [PATHS.home, PATHS.perfumes, PATHS.explore, PATHS.about, PATHS.location, PATHS.contact]) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    if (path === PATHS.home || path === PATHS.perfumes) {
      await expect(page.getByTestId('product-card').first()).toBeVisible();
    }
    if (path === PATHS.explore) await expect(page.getByTestId('brand-card').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
  });
}
