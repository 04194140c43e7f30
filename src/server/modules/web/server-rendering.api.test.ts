import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MESSAGES } from '#shared/messages.ts';
import type { Product } from '#shared/product.ts';
import { ssrDirOf } from '#shared/ssr-build.ts';
import { createProduct } from '#tests/helpers/factories.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

/**
 * The pages as a visitor without JavaScript (or a crawler) gets them: the real client and its page
 * renderer are built once for this file (docs/decisions/100).
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const work = mkdtempSync(path.join(ROOT, '.tmp', 'ssr-test-'));
const clientDir = path.join(work, 'client');

let t: TestApp;
let women: Product;
let men: Product;
beforeAll(async () => {
  const configFile = path.join(ROOT, 'vite.config.ts');
  const outDirs = { client: clientDir, server: ssrDirOf(clientDir) };
  await build({ configFile, logLevel: 'error', build: { outDir: outDirs.client } });
  await build({ configFile, logLevel: 'error', build: { outDir: outDirs.server, ssr: 'entry-server.tsx' } });
  t = await createTestApp({ CLIENT_DIR: clientDir });
  women = await createProduct(t.app, { name: 'Jasmine Dusk', category: 'women', brand: 'Lattafa' });
  men = await createProduct(t.app, { name: 'Cedar Ember', category: 'men', brand: 'Armaf' });
}, 180_000);
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
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
  expect(text).toContain(MESSAGES.home.exploreCollection);
  expect(text).toContain('Jasmine Dusk');
  expect(text).toContain('Cedar Ember');
  // The data the page was rendered with travels with it, for the browser's query cache.
  expect(html).toMatch(/<script id="query-state" type="application\/json">.*"Jasmine Dusk"/);
  // The tagline holds its place and is read once: the whole text for screen readers.
  expect(html).toContain('<span class="sr-only">');
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

test('/explore-perfumes names the brands; about, location and contact hold their own words', async () => {
  const explore = appText((await page('/explore-perfumes')).html);
  for (const brand of ['Lattafa', 'Armaf', 'Dior', 'Amouage']) expect(explore).toContain(brand);
  expect(appText((await page('/about')).html)).toContain(MESSAGES.about.storyTitle);
  expect(appText((await page('/location')).html)).toContain(MESSAGES.location.title);
  expect(appText((await page('/contact')).html)).toContain(MESSAGES.contact.whatsappTitle);
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
  expect(appText(html)).toContain(MESSAGES.notFound.title);
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
    expect(String(headers['content-security-policy'])).toContain("script-src 'self'");
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
    for (const attributes of inline) expect(attributes).toMatch(/type="application\/(ld\+)?json"/);
  }
});

test('a repeat visit to an unchanged page gets a 304 from its ETag; a product change makes a new page', async () => {
  const first = await page('/');
  const etag = String(first.headers.etag);
  expect(first.headers['cache-control']).toBe('no-cache');
  const repeat = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
  expect(repeat.statusCode).toBe(304);
  await createProduct(t.app, { name: 'Fresh Arrival', category: 'unisex' });
  const changed = await t.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
  expect(changed.statusCode).toBe(200);
  expect(appText(changed.body)).toContain('Fresh Arrival');
});
