import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sendForm } from '#server/modules/admin/admin.test-kit.ts';
import { type Product, ProductSchema } from '#shared/product.ts';
import { createProduct, type TestUser } from '#tests/helpers/factories.ts';
import { SAME_ORIGIN, type TestApp } from '#tests/helpers/test-app.ts';
import { createPageTestApp, PUBLIC_URL, readPage, uploadProduct } from './head.test-kit.ts';

const HOSTILE = `Rose "Oud" <script>alert(1)</script> عود 🌹`;

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  ({ t, admin } = await createPageTestApp('shop-product-page-client-'));
});
afterAll(() => t.close());

const upload = (fields: Record<string, string>, size = 800) =>
  uploadProduct(t.app, admin.cookie, fields, size);
const page = (url: string) => readPage(t.app, url);

test('a product page carries its title, description, canonical, Open Graph tags and JSON-LD in the HTML', async () => {
  const product = await upload({ name: 'Velvet Amber', concentration: 'edp' });
  expect(product.path).toMatch(/^\/perfumes\/velvet-amber-[0-9a-f]{12}$/);
  const p = await page(product.path);
  expect(p.response.statusCode).toBe(200);
  expect(p.title).toBe('Velvet Amber by Lattafa | Saadiyat Perfumes');
  expect(p.meta('description')).toBe('Damask rose over smoky oud, with a trail of amber.');
  expect(p.meta('robots')).toBe('index, follow');
  const url = `${PUBLIC_URL}${product.path}`;
  expect(p.canonical).toBe(url);
  expect(p.meta('og:type')).toBe('product');
  expect(p.meta('og:title')).toBe(p.title);
  expect(p.meta('og:description')).toBe(p.meta('description'));
  expect(p.meta('og:url')).toBe(url);
  expect(p.meta('og:image')).toBe(`${PUBLIC_URL}${product.previewImageUrl}`);
  expect(p.meta('og:image:width')).toBe('1200');
  expect(p.meta('og:image:height')).toBe('630');
  expect(p.meta('og:image:alt')).toBe('Velvet Amber by Lattafa');
  expect(p.meta('product:price:amount')).toBe('6.00');
  expect(p.meta('product:price:currency')).toBe('USD');
  expect(p.meta('twitter:card')).toBe('summary_large_image');

  const [productData, breadcrumbs] = p.jsonLd;
  expect(productData).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Velvet Amber',
    brand: { '@type': 'Brand', name: 'Lattafa' },
    description: 'Damask rose over smoky oud, with a trail of amber.',
    url,
  });
  expect(productData.image).toContain(`${PUBLIC_URL}${product.previewImageUrl}`);
  expect(productData.offers).toEqual([
    expect.objectContaining({ '@type': 'Offer', name: '100 ml', price: '10.00', priceCurrency: 'USD' }),
    expect.objectContaining({ '@type': 'Offer', name: '50 ml', price: '6.00', priceCurrency: 'USD' }),
  ]);
  for (const offer of productData.offers) expect(offer.availability).toBe('https://schema.org/InStock');
  expect(breadcrumbs['@type']).toBe('BreadcrumbList');
  expect(breadcrumbs.itemListElement.map((e: { name: string; item: string }) => [e.name, e.item])).toEqual([
    ['Home', `${PUBLIC_URL}/`],
    ['Perfumes', `${PUBLIC_URL}/perfumes`],
    ['Lattafa', `${PUBLIC_URL}/perfumes?brand=Lattafa`],
    ['Velvet Amber', url],
  ]);
});

test('the og:image answers a 1200x630 JPEG under 300 kB, cached for long', async () => {
  const product = await upload({ name: 'Preview Musk' }, 1600);
  const preview = await t.app.inject({ method: 'GET', url: product.previewImageUrl });
  expect(preview.statusCode).toBe(200);
  expect(preview.headers['content-type']).toBe('image/jpeg');
  expect(preview.headers['cache-control']).toMatch(/max-age=31536000/);
  expect(preview.rawPayload.length).toBeLessThan(300_000);
  const meta = await sharp(preview.rawPayload).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
});

test('a hostile name is escaped in the head and the JSON-LD, and drawn on the preview', async () => {
  const product = await upload({ name: HOSTILE });
  const p = await page(product.path);
  expect(p.response.statusCode).toBe(200);
  expect(p.html).not.toContain('<script>alert(1)');
  expect(p.title).toBe(`${HOSTILE} by Lattafa | Saadiyat Perfumes`);
  expect(p.meta('og:title')).toBe(p.title);
  expect(p.jsonLd[0].name).toBe(HOSTILE);
  expect(p.jsonLd[1].itemListElement[3].name).toBe(HOSTILE);

  // Drawn, not boxes: the rose emoji is drawn in colour (red petals) where the name is, and
  // Arabic glyphs are shaped (two different Arabic words of equal length draw differently).
  const preview = await t.app.inject({ method: 'GET', url: product.previewImageUrl });
  const { data, info } = await sharp(preview.rawPayload)
    .extract({ left: 640, top: 40, width: 540, height: 480 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let red = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
    if (r > 150 && g < 80 && b < 80) red += 1;
  }
  expect(red).toBeGreaterThan(50);
  const { renderCaption } = await import('#server/modules/media/preview-image.ts');
  const oud = await sharp(await renderCaption({ name: 'عود', brand: 'x' }))
    .raw()
    .toBuffer();
  const misk = await sharp(await renderCaption({ name: 'مسك', brand: 'x' }))
    .raw()
    .toBuffer();
  expect(oud.equals(misk)).toBe(false);
});

test('a renamed product keeps its short id; the old slug answers 301 to the new address', async () => {
  const product = await upload({ name: 'First Name' });
  const response = await sendForm(t.app, {
    method: 'PUT',
    url: `/api/admin/products/${product.id}`,
    cookie: admin.cookie,
    parts: { name: 'Second Name', description: product.description, brand: 'Lattafa', category: 'unisex' },
  });
  expect(response.statusCode).toBe(200);
  const renamed = ProductSchema.parse(response.json());
  expect(renamed.path).not.toBe(product.path);
  expect(renamed.path.slice(-12)).toBe(product.path.slice(-12));
  const old = await t.app.inject({ method: 'GET', url: `${product.path}?utm_source=whatsapp` });
  expect(old.statusCode).toBe(301);
  expect(old.headers.location).toBe(`${renamed.path}?utm_source=whatsapp`);
  expect((await page(renamed.path)).title).toBe('Second Name by Lattafa | Saadiyat Perfumes');
});

test('an unknown or deleted product answers 404 "This perfume is no longer available", noindex', async () => {
  const product = await upload({ name: 'Soon Gone' });
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/admin/products/${product.id}`,
    headers: { ...SAME_ORIGIN, cookie: admin.cookie },
  });
  expect(deleted.statusCode).toBe(204);
  for (const url of [product.path, '/perfumes/no-such-perfume-0123456789ab', '/perfumes/nonsense']) {
    const p = await page(url);
    expect(p.response.statusCode).toBe(404);
    expect(p.title).toBe('This perfume is no longer available | Saadiyat Perfumes');
    expect(p.meta('robots')).toBe('noindex');
    expect(p.canonical).toBeUndefined();
    expect(p.html).toContain('This perfume is no longer available');
    expect(p.html).toContain('href="/perfumes"');
    expect(p.jsonLd).toEqual([]);
  }
});

test('/sitemap.xml lists every product page with its last-modified time', async () => {
  const uploaded = await upload({ name: 'Sitemap Saffron' });
  const listed = await createProduct(t.app, { name: 'Listed Without Upload' });
  const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  const all = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<Product[]>();
  expect(all.length).toBeGreaterThanOrEqual(2);
  for (const product of all) {
    expect(response.body).toContain(
      `<url><loc>${PUBLIC_URL}${product.path}</loc><lastmod>${product.updatedAt}</lastmod><xhtml:link`,
    );
  }
  expect(response.body).toContain(uploaded.path);
  expect(response.body).toContain(listed.path);
  const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
  expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
});
