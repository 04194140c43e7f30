import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createProduct } from '#tests/helpers/factories.ts';
import { createStandInClient } from '#tests/helpers/stand-in-client.ts';
import { createTestApp, type TestApp } from '#tests/helpers/test-app.ts';

// A stand-in build of the client: only the server's part of the HTML is under test here.
const clientDir = createStandInClient('shop-seo-client-');

const PUBLIC_URL = 'https://perfumes.example.lb';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CLIENT_DIR: clientDir, PUBLIC_URL, SHOP_PHONE: '96171000111' });
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

/** The HTML as a crawler or a link preview gets it: no JavaScript runs. */
async function head(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  const html = response.body;
  const attr = (selector: RegExp) => html.match(selector)?.[1];
  return {
    status: response.statusCode,
    html,
    title: attr(/<title>([^<]*)<\/title>/),
    meta: (name: string) => attr(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`)),
    canonical: attr(/<link rel="canonical" href="([^"]*)"/),
  };
}

test.each([
  ['/', 'Saadiyat Perfumes | Arabic Perfumes', `${PUBLIC_URL}/`],
  ['/perfumes', 'Perfume Collection | Saadiyat Perfumes', `${PUBLIC_URL}/perfumes`],
  ['/about', 'About Us | Saadiyat Perfumes', `${PUBLIC_URL}/about`],
  ['/cart', 'Your Cart | Saadiyat Perfumes', `${PUBLIC_URL}/cart`],
])(
  '%s carries its title, description, canonical and preview tags in the HTML',
  async (url, title, canonical) => {
    const page = await head(url);
    expect(page.status).toBe(200);
    expect(page.title).toContain(title);
    const description = page.meta('description');
    expect(description?.length).toBeGreaterThan(40);
    expect(page.canonical).toBe(canonical);
    expect(page.meta('og:title')).toBe(page.title);
    expect(page.meta('og:description')).toBe(description);
    expect(page.meta('og:url')).toBe(canonical);
    expect(page.meta('og:type')).toBe('website');
    expect(page.meta('og:image')).toBe(`${PUBLIC_URL}/og-image.jpg`);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:title')).toBe(page.title);
    expect(page.meta('twitter:image')).toBe(`${PUBLIC_URL}/og-image.jpg`);
  },
);

test('/cart, /checkout and the pages with nothing to find are noindex; the other pages are indexable', async () => {
  for (const url of ['/cart', '/checkout', '/login', '/signup', '/admin', '/403']) {
    expect((await head(url)).meta('robots')).toBe('noindex');
  }
  for (const url of ['/', '/perfumes', '/about', '/location', '/contact', '/explore-perfumes']) {
    const page = await head(url);
    expect(page.meta('robots')).toBe('index, follow');
    expect(page.html).not.toContain('noindex');
  }
});

test('a brand view of the collection has its own title and canonical; other filters do not', async () => {
  const dior = await head('/perfumes?brand=Dior&name=sauvage');
  expect(dior.title).toBe('Dior Perfumes | Saadiyat Perfumes');
  expect(dior.canonical).toBe(`${PUBLIC_URL}/perfumes?brand=Dior`);
  const hostile = await head(`/perfumes?brand=${encodeURIComponent('"><script>alert(1)</script>')}`);
  expect(hostile.canonical).toBe(`${PUBLIC_URL}/perfumes`);
  expect(hostile.html).not.toContain('<script>alert(1)');
});

test('/nope is a 404 carrying the 404 page and its meta, with no canonical', async () => {
  const page = await head('/nope');
  expect(page.status).toBe(404);
  expect(page.title).toBe('404 - Page Not Found | Saadiyat Perfumes');
  expect(page.meta('robots')).toBe('noindex');
  expect(page.canonical).toBeUndefined();
  expect(page.html).toContain('<h1 class="font-display text-4xl text-gold">404 - Page Not Found</h1>');
  expect(page.html).toContain('The page you are looking for does not exist.');
});

test('the home page carries the three structured-data blocks, the collection being the four newest', async () => {
  const made = [];
  for (let i = 1; i <= 5; i += 1) {
    made.push(await createProduct(t.app, { name: `Oud ${i}`, createdAt: `2026-05-0${i}T10:00:00.000Z` }));
  }
  // A hostile name must not end the script element it is written into.
  await createProduct(t.app, { name: '</script><script>alert(1)</script>', imageUrl: '' });
  const page = await head('/');
  const blocks = [
    ...page.html.matchAll(
      /<script type="application\/ld\+json" data-structured-data="([a-z-]+)">(.*?)<\/script>/g,
    ),
  ];
  expect(blocks.map((b) => b[1])).toEqual(['local-business', 'product-collection', 'website-search']);
  const [business, collection, website] = blocks.map((b) => JSON.parse(b[2] ?? ''));
  expect(business).toMatchObject({
    '@type': 'Store',
    name: 'Saadiyat Perfumes',
    telephone: '+961 71 000 111',
    address: { addressLocality: 'Saadiyat' },
  });
  expect(collection.itemListElement.map((e: { item: { name: string } }) => e.item.name)).toEqual([
    'Oud 5',
    'Oud 4',
    'Oud 3',
    'Oud 2',
  ]);
  expect(collection.itemListElement[0].item.offers.priceCurrency).toBe('USD');
  expect(collection.itemListElement[0].item.image).toBe(`${PUBLIC_URL}${made[4]?.imageUrl}`);
  expect(website.potentialAction.target.urlTemplate).toBe(`${PUBLIC_URL}/perfumes?q={search_term_string}`);
  expect(page.html).not.toContain('<script>alert(1)');
});

test('structured data is written on the home page only', async () => {
  for (const url of ['/about', '/perfumes', '/nope']) {
    expect((await head(url)).html).not.toContain('application/ld+json');
  }
});

test('/robots.txt is a real text file pointing at the sitemap', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  expect(response.body).toContain('User-agent: *');
  expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  expect(response.body).not.toContain('<div id="root">');
});

test('/sitemap.xml lists the public routes and one entry per brand filter, with PUBLIC_URL', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('application/xml');
  const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
  for (const route of ['/', '/perfumes', '/explore-perfumes', '/about', '/location', '/contact']) {
    expect(locs).toContain(`${PUBLIC_URL}${route}`);
  }
  expect(locs).not.toContain(`${PUBLIC_URL}/cart`);
  expect(locs).not.toContain(`${PUBLIC_URL}/checkout`);
  const brands = (await t.app.inject({ method: 'GET', url: '/api/brands' })).json<{ name: string }[]>();
  const brandLocs = locs.filter((loc) => loc?.startsWith(`${PUBLIC_URL}/perfumes?brand=`));
  expect(brandLocs).toHaveLength(brands.length);
  expect(brandLocs).toContain(`${PUBLIC_URL}/perfumes?brand=Dolce+%26+Gabbana`);
  expect(response.body).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
  );
});
