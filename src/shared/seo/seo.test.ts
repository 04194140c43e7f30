import { expect, test } from 'vitest';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { absoluteUrl } from './absolute-url.ts';
import { type HeadTag, headTags as tagsOf } from './head-tags.ts';
import { pageMeta as metaIn, type PageLocation } from './page-meta.ts';

const PUBLIC_URL = 'https://shop.example.lb';
// The shop's name and the page's texts are inputs: here the name the shop opened with, in English.
const SHOP_NAME = 'Saadiyat Perfumes';
const TEXTS = catalogueFor('en').seo(SHOP_NAME);
const pageMeta = (location: PageLocation) => metaIn(location, TEXTS);
const headTags = (meta: ReturnType<typeof pageMeta>, publicUrl: string) =>
  tagsOf(meta, publicUrl, { shopName: SHOP_NAME, socialImageAlt: TEXTS.socialImageAlt });
const tagValue = (tags: HeadTag[], keyValue: string) => tags.find((t) => t.keyValue === keyValue)?.value;

test('every route has its canonical address; a trailing slash is the same page', () => {
  expect(pageMeta({ pathname: '/about/' }).canonicalPath).toBe('/about');
  expect(pageMeta({ pathname: '/' }).canonicalPath).toBe('/');
});

test('a known brand view of /perfumes is a page of its own; other filters share /perfumes', () => {
  const known = [{ name: 'Dior', nameAr: 'ديور', nameFr: null }];
  const dior = pageMeta({ pathname: '/perfumes', search: '?brand=Dior&gender=men', knownBrands: known });
  expect(dior.title).toMatch(/^Dior Perfumes \|/);
  expect(dior.canonicalPath).toBe('/perfumes?brand=Dior');
  const unknown = pageMeta({ pathname: '/perfumes', search: '?brand=<b>spam</b>', knownBrands: known });
  expect(unknown.canonicalPath).toBe('/perfumes');
  expect(unknown.title).not.toContain('spam');
});

test("a brand view is titled with the brand's name in the page's language, and keeps its address", () => {
  const known = [{ name: 'Dior', nameAr: 'ديور', nameFr: null }];
  const location = { pathname: '/perfumes', search: '?brand=Dior', knownBrands: known };
  const arabic = metaIn({ ...location, language: 'ar' }, catalogueFor('ar').seo(SHOP_NAME));
  expect(arabic.title).toMatch(/^عطور ديور \|/);
  expect(arabic.canonicalPath).toBe('/perfumes?brand=Dior');
  // Without a French name the brand's own name stands.
  const french = metaIn({ ...location, language: 'fr' }, catalogueFor('fr').seo(SHOP_NAME));
  expect(french.title).toContain('Dior');
  expect(french.title).not.toContain('ديور');
});

test('an unknown page has the 404 meta, no canonical address, and is not indexable', () => {
  const meta = pageMeta({ pathname: '/nope' });
  expect(meta.title).toMatch(/^404 - Page Not Found/);
  expect(meta.canonicalPath).toBeNull();
  const tags = headTags(meta, PUBLIC_URL);
  expect(tagValue(tags, 'canonical')).toBeUndefined();
  expect(tagValue(tags, 'robots')).toBe('noindex');
});

test('head tags carry canonical, Open Graph and Twitter card with an absolute image', () => {
  const tags = headTags(pageMeta({ pathname: '/about' }), PUBLIC_URL);
  expect(tagValue(tags, 'canonical')).toBe('https://shop.example.lb/about');
  expect(tagValue(tags, 'og:url')).toBe('https://shop.example.lb/about');
  expect(tagValue(tags, 'og:title')).toMatch(/^About Us/);
  expect(tagValue(tags, 'og:image')).toBe('https://shop.example.lb/og-image.jpg');
  expect(tagValue(tags, 'twitter:card')).toBe('summary_large_image');
  expect(tagValue(tags, 'robots')).toBe('index, follow');
});

test('/cart, /checkout, /login, /signup, /admin and /403 are not indexable', () => {
  for (const pathname of ['/cart', '/checkout', '/login', '/signup', '/admin', '/403', '/login/']) {
    expect(tagValue(headTags(pageMeta({ pathname }), PUBLIC_URL), 'robots')).toBe('noindex');
  }
});

test('absoluteUrl joins the public address and a path, and leaves absolute URLs alone', () => {
  expect(absoluteUrl('https://shop.example.lb/', '/about')).toBe('https://shop.example.lb/about');
  expect(absoluteUrl('https://shop.example.lb', 'https://cdn.example.com/x.jpg')).toBe(
    'https://cdn.example.com/x.jpg',
  );
});
