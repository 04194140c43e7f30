import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sessionCookieName } from '#server/modules/auth/session-token.ts';
import { CATALOGUE_PAGE_SIZE } from '#shared/catalogue-view.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { openStatus, openStatusHoldsUntil } from '#shared/opening-hours.ts';
import type { Product } from '#shared/product.ts';
import { type PublicConfig, SCRIPTS_ON_INTERACTION_ID } from '#shared/public-config.ts';
import { measuredOffsetMinutes, offsetFromSpans } from '#shared/zone-offsets.ts';
import { type BuiltClient, buildClient } from '#tests/helpers/built-client.ts';
import { createProduct } from '#tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';
import { loadPageRenderer } from './page-renderer.ts';

/**
 * The pages as a visitor without JavaScript (or a crawler) gets them: the real client and its page
 * renderer are built once for this file (docs/decisions/100).
 */
let client: BuiltClient | undefined;
let t: TestApp;
let women: Product;
let men: Product;
beforeAll(async () => {
  client = await buildClient();
  t = await createTestApp({ CLIENT_DIR: client.clientDir });
  women = await createProduct(t.app, { name: 'Jasmine Dusk', category: 'women', brand: 'Lattafa' });
  men = await createProduct(t.app, { name: 'Cedar Ember', category: 'men', brand: 'Armaf' });
}, 180_000);
afterAll(async () => {
  await t?.close();
  client?.remove();
});

const page = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body, headers: response.headers };
};
/** The visible text of the app's part of the page, tags and the page's JSON data left out. */
const appText = (html: string) =>
  (/<div id="root"[^>]*>([\s\S]*)<\/div><script id="query-state"/.exec(html)?.[1] ?? '')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const cardCount = (html: string) => html.split('data-testid="product-card"').length - 1;

test('the home page holds its text and the newest perfumes in the HTML, marked for hydration', async () => {
  const { status, html } = await page('/');
  expect(status).toBe(200);
  expect(html).toMatch(/<html lang="en" dir="ltr">/);
  expect(html).toContain('<div id="root" data-server-rendered>');
  const text = appText(html);
  expect(text).toContain(EN.home.exploreCollection);
  expect(text).toContain('Jasmine Dusk');
  expect(text).toContain('Cedar Ember');
  // The data the page was rendered with travels with it, for the browser's query cache.
  expect(html).toMatch(/<script id="query-state" type="application\/json">.*"Jasmine Dusk"/);
  // The tagline holds its place and is read once: the whole text for screen readers.
  expect(html).toContain('<span class="sr-only">');
});

test("every page carries the shop's UTC offsets for a year, as the time-zone database gives them", async () => {
  for (const url of ['/', '/ar/perfumes']) {
    const { html } = await page(url);
    const json = /<script id="public-config" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
    const offsets = (JSON.parse(json ?? 'null') as PublicConfig | null)?.zoneOffsets;
    if (!offsets) throw new Error(`${url} carries no offsets`);
    expect(offsets.zone).toBe('Asia/Beirut');
    const now = Date.now();
    expect(offsets.until - now).toBeGreaterThan(330 * 86_400_000);
    for (let instant = now; instant < offsets.until; instant += 86_400_000) {
      expect(offsetFromSpans(offsets, instant)).toBe(measuredOffsetMinutes(instant, 'Asia/Beirut'));
    }
  }
});

test('/perfumes?gender=women renders only the filtered cards, with the filter set in the form', async () => {
  const { html } = await page('/perfumes?gender=women');
  const text = appText(html);
  expect(text).toContain(women.name);
  expect(text).not.toContain(men.name);
  expect(cardCount(html)).toBe(1);
  const form = /<form[^>]*aria-label="[^"]*"[^>]*>/.exec(html)?.[0] ?? '';
  expect(form).toContain('method="get"');
  expect(form).toContain('action="/perfumes"');
  expect(html).toMatch(/<option value="women" selected="">/);
  expect(cardCount((await page('/perfumes')).html)).toBe(2);
});

test("an Arabic or French page sends its search and filters, and its cards' Add to Cart, to pages of its own language", async () => {
  for (const language of ['ar', 'fr']) {
    const { html } = await page(`/${language}/perfumes`);
    const actions = [...html.matchAll(/<form[^>]*method="get"[^>]*>/g)].map(
      (m) => /action="([^"]*)"/.exec(m[0])?.[1],
    );
    const cards = [...html.matchAll(/data-testid="product-card"/g)].length;
    expect(cards).toBeGreaterThan(0);
    // The header's search and the filters; then one Add to Cart per card (docs/decisions/220).
    expect(actions.filter((action) => action === `/${language}/perfumes`).length).toBeGreaterThanOrEqual(2);
    expect(actions.filter((action) => action === `/${language}/cart`)).toHaveLength(cards);
    expect(
      actions.filter((action) => action !== `/${language}/perfumes` && action !== `/${language}/cart`),
    ).toEqual([]);
  }
});

test('/explore-perfumes names the brands; about, location and contact hold their own words', async () => {
  const explore = appText((await page('/explore-perfumes')).html);
  for (const brand of ['Lattafa', 'Armaf', 'Dior', 'Amouage']) expect(explore).toContain(brand);
  expect(appText((await page('/about')).html)).toContain(EN.about.storyTitle);
  expect(appText((await page('/location')).html)).toContain(EN.location.title);
  expect(appText((await page('/contact')).html)).toContain(EN.contact.whatsappTitle);
});

test("a product page holds the perfume's name and description", async () => {
  const { status, html } = await page(women.path);
  expect(status).toBe(200);
  const text = appText(html);
  expect(text).toContain(women.name);
  expect(text).toContain(women.description);
});

test('an unknown page is a 404 with the 404 page rendered', async () => {
  const { status, html } = await page('/no-such-page');
  expect(status).toBe(404);
  expect(appText(html)).toContain(EN.notFound.title);
});

test('cart, checkout and admin paint their frame; the page itself renders in the browser', async () => {
  for (const url of ['/cart', '/checkout', '/admin']) {
    const { status, html } = await page(url);
    expect(status).toBe(200);
    expect(html).toContain('<header');
    expect(appText(html)).toContain('Saadiyat Perfumes');
  }
});

test('the page carries no inline script the Content-Security-Policy would block', async () => {
  for (const url of ['/', '/perfumes', '/explore-perfumes', women.path, '/login']) {
    const { html, headers } = await page(url);
    const policy = String(headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    for (const [, attributes = '', text = ''] of html.matchAll(
      /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g,
    )) {
      if (/type="application\/(ld\+)?json"/.test(attributes)) continue;
      // The one script that runs: the starter, allowed by its hash alone.
      expect(attributes).toContain(`id="${SCRIPTS_ON_INTERACTION_ID}"`);
      expect(policy).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  }
});

const sessionCookie = () => ({ [sessionCookieName(t.app.config)]: 'any-token' });
const headScripts = (html: string) =>
  html
    .slice(0, html.indexOf('</head>'))
    .match(/<script type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? [];

test("a guest's home page, collection, product page and brand directory start their scripts when the guest acts; other pages and signed-in visitors start them at once", async () => {
  for (const url of [
    '/',
    '/ar/',
    '/perfumes',
    '/ar/perfumes?gender=women',
    women.path,
    `/fr${women.path}`,
    '/explore-perfumes',
  ]) {
    const { html } = await page(url);
    expect(headScripts(html), url).toEqual([]);
    const starter = new RegExp(`<script id="${SCRIPTS_ON_INTERACTION_ID}" data-modules="([^"]+)"`).exec(html);
    const modules = JSON.parse((starter?.[1] ?? '[]').replace(/&quot;/g, '"')) as string[];
    expect(modules[0], url).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(modules.length, url).toBeGreaterThan(1);
  }
  for (const url of ['/about', '/fr/contact', '/cart', '/no-such-page']) {
    const { html } = await page(url);
    expect(html, url).not.toContain(SCRIPTS_ON_INTERACTION_ID);
    expect(headScripts(html).length, url).toBeGreaterThan(1);
  }
  for (const url of ['/', '/perfumes']) {
    const signedIn = await t.app.inject({ method: 'GET', url, cookies: sessionCookie() });
    expect(signedIn.body, url).not.toContain(SCRIPTS_ON_INTERACTION_ID);
    expect(headScripts(signedIn.body).length, url).toBeGreaterThan(1);
  }
});

test('a guest whose browser keeps something (the stored mark) gets the page that starts at once, kept apart with its own ETag; other pages are the same for both', async () => {
  const marked = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, cookies: { stored: '1' }, headers });
  for (const url of ['/', '/ar/perfumes?gender=women', women.path, '/explore-perfumes']) {
    const plain = await page(url);
    const first = await marked(url);
    const starter = (html: string) =>
      new RegExp(`<script id="${SCRIPTS_ON_INTERACTION_ID}"[^>]*>`).exec(html)?.[0] ?? '';
    expect(starter(first.body), url).toMatch(/ data-stored>$/);
    expect(starter(plain.html), url).not.toContain('data-stored');
    expect(headScripts(first.body), url).toEqual([]);
    // A guest's page all the same: shared, in memory, each variant with its own validator.
    expect(first.headers['cache-control'], url).toBe('public, no-cache');
    expect(first.headers.etag, url).not.toBe(plain.headers.etag);
    const again = await marked(url, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode, url).toBe(304);
    const unmarked = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(unmarked.statusCode, url).toBe(200);
    expect(starter(unmarked.body), url).not.toContain('data-stored');
    // The https name of the mark counts too; any other value does not.
    const host = await t.app.inject({ method: 'GET', url, cookies: { '__Host-stored': '1' } });
    expect(host.headers.etag, url).toBe(first.headers.etag);
    const other = await t.app.inject({ method: 'GET', url, cookies: { stored: 'yes' } });
    expect(other.headers.etag, url).toBe(plain.headers.etag);
  }
  const about = await page('/about');
  const aboutMarked = await marked('/about');
  expect(aboutMarked.headers.etag).toBe(about.headers.etag);
});

test("a guest's page shows the guest's account links and the open-now line from the server, and starts its scripts when that line changes; with a session cookie the links wait unseen", async () => {
  const { html } = await page('/perfumes');
  const text = appText(html);
  expect(html).toMatch(new RegExp(`<a[^>]+href="/login"[^>]*>${EN.nav.login}</a>`));
  expect(html).toMatch(new RegExp(`<a[^>]+href="/signup"[^>]*>${EN.nav.signup}</a>`));
  expect(html).not.toMatch(/<li aria-hidden="true" class="invisible">/);
  const { hours } = await t.app.settings.get();
  const now = new Date();
  expect(text).toContain(EN.fn.openStatusText(openStatus(hours, now)));
  const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const refreshAt = new RegExp(
    `<script id="${SCRIPTS_ON_INTERACTION_ID}"[^>]* data-refresh-at="([^"]+)"`,
  ).exec(html)?.[1];
  expect(refreshAt).toBe(openStatusHoldsUntil(hours, minute).toISOString());
  expect(Date.parse(refreshAt ?? '')).toBeGreaterThan(now.getTime());
  const signedIn = await t.app.inject({ method: 'GET', url: '/perfumes', cookies: sessionCookie() });
  expect(signedIn.body).not.toMatch(new RegExp(`<a[^>]+href="/login"[^>]*>${EN.nav.login}</a>`));
  expect(signedIn.body).toMatch(/<li aria-hidden="true" class="invisible">/);
});

test("the home page in every language fetches the hero's poster at once, and no other page does", async () => {
  const preload = '<link rel="preload" as="image" href="/hero-poster.jpg" fetchpriority="high">';
  for (const url of ['/', '/ar/', '/fr/']) expect((await page(url)).html).toContain(preload);
  for (const url of ['/perfumes', '/ar/about', women.path])
    expect((await page(url)).html).not.toContain('hero-poster');
});

test('a repeat visit to an unchanged page gets a 304 from its ETag; a product change makes a new page', async () => {
  const first = await page('/');
  const etag = String(first.headers.etag);
  expect(first.headers['cache-control']).toBe('public, no-cache');
  const repeat = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
  expect(repeat.statusCode).toBe(304);
  await createProduct(t.app, { name: 'Fresh Arrival', category: 'unisex' });
  const changed = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
  expect(changed.statusCode).toBe(200);
  expect(appText(changed.body)).toContain('Fresh Arrival');
});

test('an unchanged page is sent again as the same bytes; a changed perfume shows on the very next request', async () => {
  const first = await page('/perfumes');
  const again = await page('/perfumes');
  expect(again.html).toBe(first.html);
  expect(again.headers.etag).toBe(first.headers.etag);
  // The page's data carries no fetch times (the browser counts it as fetched on arrival).
  const state = /<script id="query-state" type="application\/json">([^<]*)<\/script>/.exec(first.html)?.[1];
  expect(state).toContain('"dataUpdatedAt":0');
  expect(state).not.toMatch(/"(dataUpdatedAt|dehydratedAt)":[1-9]/);
  expect(appText(first.html)).toContain('Jasmine Dusk');

  await t.app.db.updateTable('product').set({ name: 'Jasmine Dawn' }).where('id', '=', women.id).execute();
  t.app.catalogue.changed();
  const renamed = await page('/perfumes');
  expect(renamed.headers.etag).not.toBe(first.headers.etag);
  expect(appText(renamed.html)).toContain('Jasmine Dawn');
  expect(appText(renamed.html)).not.toContain('Jasmine Dusk');
  await t.app.db.updateTable('product').set({ name: 'Jasmine Dusk' }).where('id', '=', women.id).execute();
  t.app.catalogue.changed();
});

test('the page goes out compressed as the browser asks, the same page in each encoding', async () => {
  const plain = await page('/about');
  for (const [encoding, decode] of [
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': encoding },
    });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(decode(response.rawPayload).toString()).toBe(plain.html);
  }
});

test('a large collection is rendered a page of 24 cards at a time, with plain links between pages', async () => {
  for (let i = 0; i < 30; i += 1)
    await createProduct(t.app, { name: `Bulk Perfume ${i}`, category: 'unisex' });
  const total = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>().length;
  expect(total).toBeGreaterThan(CATALOGUE_PAGE_SIZE);
  const pageCount = Math.ceil(total / CATALOGUE_PAGE_SIZE);
  const first = await page('/perfumes');
  expect(cardCount(first.html)).toBe(CATALOGUE_PAGE_SIZE);
  expect(appText(first.html)).toContain(EN.paging.perfumesShown(1, CATALOGUE_PAGE_SIZE, total));
  expect(appText(first.html)).toContain(EN.paging.pageOf(1, pageCount));
  expect(first.html).toMatch(/<a [^>]*href="\/perfumes\?page=2"[^>]*>Next<\/a>/);
  const last = await page(`/perfumes?page=${pageCount}`);
  expect(cardCount(last.html)).toBe(total - (pageCount - 1) * CATALOGUE_PAGE_SIZE);
  // The first page's address has no page number.
  const previous = pageCount - 1 === 1 ? '/perfumes' : `/perfumes\\?page=${pageCount - 1}`;
  expect(last.html).toMatch(new RegExp(`<a [^>]*href="${previous}"[^>]*>Previous</a>`));
  // The filters keep their place in the link; a filtered list that fits shows no link.
  expect((await page('/perfumes?gender=unisex')).html).toContain('href="/perfumes?gender=unisex&amp;page=2"');
  expect((await page('/perfumes?gender=women')).html).not.toContain('page=2');
});

test('renders running at once each use their own settings: the name and the prices of their request', async () => {
  const renderPage = await loadPageRenderer(t.app, client?.clientDir ?? '');
  if (!renderPage) throw new Error('the page renderer was not built');
  const saved = await t.app.settings.get();
  const configWith = (name: string, cents100: number, cents50: number): PublicConfig => ({
    publicUrl: t.app.config.publicUrl,
    settings: {
      ...saved,
      shop: { ...saved.shop, name },
      prices: {
        ...saved.prices,
        isLbpShown: false,
        sizes: {
          '100': { ...saved.prices.sizes['100'], priceCents: cents100, isOnSale: true },
          '50': { ...saved.prices.sizes['50'], priceCents: cents50, isOnSale: true },
        },
      },
    },
  });
  const first = { config: configWith('Maison Ambre', 1500, 900), own: ['$15', '$9'], other: ['$25', '$11'] };
  const second = { config: configWith('Dar Al Misk', 2500, 1100), own: ['$25', '$11'], other: ['$15', '$9'] };
  // Interleaved: every page is prepared, then all render together, alternating the two settings.
  const requests = [first, second, first, second].map((request, index) => ({
    ...request,
    url: index < 2 ? '/perfumes' : '/',
  }));
  const prepared = await Promise.all(requests.map((r) => renderPage(r.url, r.config)));
  const pages = await Promise.all(prepared.map((p) => p.render()));
  for (const [index, html] of pages.entries()) {
    const request = requests[index];
    if (!request) continue;
    const text = appText(`<div id="root">${html}</div><script id="query-state"`);
    const name = request.config.settings.shop.name;
    const otherName = (request.config === first.config ? second : first).config.settings.shop.name;
    expect(text).toContain(name);
    expect(text).not.toContain(otherName);
    for (const price of request.own) expect(text).toContain(price);
    for (const price of request.other) expect(text).not.toContain(price);
  }
  // Nothing stayed behind: the shop's own page still shows the saved name.
  expect(appText((await page('/perfumes')).html)).toContain(saved.shop.name);
});
