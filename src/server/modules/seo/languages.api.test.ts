import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { FR } from '#shared/i18n/catalogues/fr.ts';
import { createProduct } from '#tests/helpers/factories.ts';
import { createStandInClient } from '#tests/helpers/stand-in-client.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

// A stand-in build of the client with the real template's <html> element: the server's part only.
const clientDir = createStandInClient(
  'shop-lang-client-',
  '<!doctype html><html lang="en" dir="ltr"><head><!--app-head--></head><body><div id="root"></div></body></html>',
);

// Each language's catalogue chunk (importing a shared chunk) and the subset Arabic font, as built.
mkdirSync(path.join(clientDir, 'assets'));
for (const [file, code] of [
  ['catalogue-en-Aa1.js', 'export{t as catalogue}from"./en-Bb2.js";'],
  ['en-Bb2.js', 'import{a}from"./format-Cc3.js";export const t={};'],
  ['format-Cc3.js', 'export const a=1;'],
  ['catalogue-ar-Dd4.js', 'import{a}from"./format-Cc3.js";export const catalogue={};'],
  ['catalogue-fr-Ee5.js', 'export const catalogue={};'],
  ['arabic-400-Ff6.woff2', 'font'],
  ['arabic-700-Gg7.woff2', 'font'],
]) {
  writeFileSync(path.join(clientDir, 'assets', file ?? ''), code ?? '');
}

const PUBLIC_URL = 'https://perfumes.example.lb';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIR: clientDir, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The HTML as a crawler gets it: no JavaScript runs. */
async function page(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  const html = response.body;
  const attr = (pattern: RegExp) => html.match(pattern)?.[1];
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );
  return {
    status: response.statusCode,
    html,
    lang: attr(/<html lang="([^"]+)"/),
    dir: attr(/<html lang="[^"]+" dir="([^"]+)"/),
    title: attr(/<title>([^<]*)<\/title>/),
    meta: (name: string) => attr(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`)),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
    alternates,
  };
}

test.each([
  ['/', 'en', 'ltr', 'Arabic Perfumes, Oud &#38; Attar', `${PUBLIC_URL}/`],
  ['/ar/', 'ar', 'rtl', 'عطور عربية', `${PUBLIC_URL}/ar/`],
  ['/ar', 'ar', 'rtl', 'عطور عربية', `${PUBLIC_URL}/ar/`],
  ['/fr/', 'fr', 'ltr', 'Parfums arabes', `${PUBLIC_URL}/fr/`],
  ['/ar/perfumes', 'ar', 'rtl', 'تشكيلة العطور', `${PUBLIC_URL}/ar/perfumes`],
  ['/fr/about', 'fr', 'ltr', 'À propos', `${PUBLIC_URL}/fr/about`],
])(
  '%s is served in its language: lang, dir, title, description and canonical',
  async (url, lang, dir, title, canonical) => {
    const p = await page(url);
    expect(p.status).toBe(200);
    expect(p.lang).toBe(lang);
    expect(p.dir).toBe(dir);
    expect(p.title).toContain(title);
    expect(p.meta('og:title')).toBe(p.title);
    expect(p.meta('twitter:title')).toBe(p.title);
    expect(p.canonical).toBe(canonical);
    expect(p.meta('og:url')).toBe(canonical);
  },
);

test('the descriptions are in the page language, and preview tags follow them', async () => {
  const en = await page('/perfumes');
  const ar = await page('/ar/perfumes');
  const fr = await page('/fr/perfumes');
  expect(en.meta('description')).toMatch(/^Browse our perfumes/);
  expect(ar.meta('description')).toMatch(/^تصفّحوا عطورنا/);
  expect(fr.meta('description')).toMatch(/^Parcourez nos parfums/);
  for (const p of [en, ar, fr]) {
    expect(p.meta('og:description')).toBe(p.meta('description'));
    expect(p.meta('twitter:description')).toBe(p.meta('description'));
  }
  expect(ar.meta('og:locale')).toBe('ar_LB');
  expect(fr.meta('og:locale')).toBe('fr_LB');
  expect(en.meta('og:locale')).toBe('en_US');
});

test.each(['/location', '/ar/location', '/fr/location'])(
  '%s lists the three languages and x-default as alternates',
  async (url) => {
    const p = await page(url);
    expect(p.alternates).toEqual({
      en: `${PUBLIC_URL}/location`,
      ar: `${PUBLIC_URL}/ar/location`,
      fr: `${PUBLIC_URL}/fr/location`,
      'x-default': `${PUBLIC_URL}/location`,
    });
  },
);

test('a brand view keeps its query in every language', async () => {
  const p = await page('/ar/perfumes?brand=Lattafa');
  expect(p.canonical).toBe(`${PUBLIC_URL}/ar/perfumes?brand=Lattafa`);
  expect(p.title).toContain('عطور Lattafa');
  expect(p.alternates.fr).toBe(`${PUBLIC_URL}/fr/perfumes?brand=Lattafa`);
});

test.each([
  ['/ar/no-such-page', 'ar', 'rtl', 'الصفحة غير موجودة'],
  ['/fr/no-such-page', 'fr', 'ltr', 'Page introuvable'],
  ['/ar/403', 'ar', 'rtl', 'الدخول غير مسموح'],
])('%s answers in its language', async (url, lang, dir, title) => {
  const p = await page(url);
  expect(p.lang).toBe(lang);
  expect(p.dir).toBe(dir);
  expect(p.title).toContain(title);
  if (url.includes('no-such')) {
    expect(p.status).toBe(404);
    expect(p.canonical).toBeUndefined();
    expect(p.meta('robots')).toBe('noindex');
  }
});

test('a product page exists in each language, with its own canonical and alternates', async () => {
  const product = await createProduct(t.app, { name: 'Oud Layali', brand: 'Lattafa' });
  const ar = await page(`/ar${product.path}`);
  expect(ar.status).toBe(200);
  expect(ar.lang).toBe('ar');
  expect(ar.title).toBe(`${AR.productPage.shareText('Oud Layali', 'Lattafa')} | Saadiyat Perfumes`);
  expect(ar.title).toContain('Oud Layali');
  expect(ar.title).toMatch(/[\u0600-\u06ff]/);
  expect(ar.canonical).toBe(`${PUBLIC_URL}/ar${product.path}`);
  expect(ar.alternates['x-default']).toBe(`${PUBLIC_URL}${product.path}`);
  expect(ar.alternates.fr).toBe(`${PUBLIC_URL}/fr${product.path}`);
  const fr = await page(`/fr${product.path}`);
  expect(fr.title).toBe(`${FR.productPage.shareText('Oud Layali', 'Lattafa')} | Saadiyat Perfumes`);
  const old = await t.app.inject({
    method: 'GET',
    url: `/fr/perfumes/old-name-${product.path.split('-').pop()}`,
  });
  expect(old.statusCode).toBe(301);
  expect(old.headers.location).toBe(`/fr${product.path}`);
});

test('the sitemap lists every page in each language with its alternates', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const entries = [...response.body.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1] ?? '');
  const about = entries.filter((e) => /<loc>[^<]*\/about<\/loc>/.test(e));
  expect(about.map((e) => e.match(/<loc>([^<]*)<\/loc>/)?.[1])).toEqual([
    `${PUBLIC_URL}/about`,
    `${PUBLIC_URL}/ar/about`,
    `${PUBLIC_URL}/fr/about`,
  ]);
  for (const entry of about) {
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/about"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${PUBLIC_URL}/ar/about"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/fr/about"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/about"/>`);
  }
  expect(response.body).not.toContain('/ar/cart');
});

test('each language preloads its own catalogue chunks; only Arabic pages declare and preload the Arabic font, both weights', async () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
  const en = await page('/about');
  const ar = await page('/ar/about');
  const fr = await page('/fr/about');
  expect(preloads(en.html)).toEqual([
    '/assets/catalogue-en-Aa1.js',
    '/assets/en-Bb2.js',
    '/assets/format-Cc3.js',
  ]);
  expect(preloads(ar.html)).toEqual(['/assets/catalogue-ar-Dd4.js', '/assets/format-Cc3.js']);
  expect(preloads(fr.html)).toEqual(['/assets/catalogue-fr-Ee5.js']);
  for (const file of ['arabic-400-Ff6.woff2', 'arabic-700-Gg7.woff2']) {
    expect(ar.html).toContain(
      `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`,
    );
  }
  expect(ar.html).toMatch(
    /@font-face\{font-family:"Noto Sans Arabic";[^}]*font-weight:700;font-display:swap;src:url\(\/assets\/arabic-700-Gg7\.woff2\)/,
  );
  for (const other of [en, fr]) {
    expect(other.html).not.toContain('arabic-400');
    expect(other.html).not.toContain('@font-face');
  }
});
