import { expect, test } from 'vitest';
import { absoluteUrl, headTags, pageMeta } from './seo.ts';
import { SHOP } from './shop.ts';

const PUBLIC_URL = 'https://shop.example.lb';
const tagValue = (tags: ReturnType<typeof headTags>, keyValue: string) =>
  tags.find((t) => t.keyValue === keyValue)?.value;

test('every route has its canonical address; a trailing slash is the same page', () => {
  expect(pageMeta({ pathname: '/about/', shopName: SHOP.name }).canonicalPath).toBe('/about');
  expect(pageMeta({ pathname: '/', shopName: SHOP.name }).canonicalPath).toBe('/');
});

test('a known brand view of /perfumes is a page of its own; other filters share /perfumes', () => {
  const dior = pageMeta({
    pathname: '/perfumes',
    search: '?brand=Dior&gender=men',
    knownBrands: ['Dior'],
    shopName: SHOP.name,
  });
  expect(dior.title).toMatch(/^Dior Perfumes \|/);
  expect(dior.canonicalPath).toBe('/perfumes?brand=Dior');
  const unknown = pageMeta({
    pathname: '/perfumes',
    search: '?brand=<b>spam</b>',
    knownBrands: ['Dior'],
    shopName: SHOP.name,
  });
  expect(unknown.canonicalPath).toBe('/perfumes');
  expect(unknown.title).not.toContain('spam');
});

test('an unknown page has the 404 meta, no canonical address, and is not indexable', () => {
  const meta = pageMeta({ pathname: '/nope', shopName: SHOP.name });
  expect(meta.title).toMatch(/^404 - Page Not Found/);
  expect(meta.canonicalPath).toBeNull();
  const tags = headTags(meta, PUBLIC_URL, SHOP.name);
  expect(tagValue(tags, 'canonical')).toBeUndefined();
  expect(tagValue(tags, 'robots')).toBe('noindex');
});

test('head tags carry canonical, Open Graph and Twitter card with an absolute image', () => {
  const tags = headTags(pageMeta({ pathname: '/about', shopName: SHOP.name }), PUBLIC_URL, SHOP.name);
  expect(tagValue(tags, 'canonical')).toBe('https://shop.example.lb/about');
  expect(tagValue(tags, 'og:url')).toBe('https://shop.example.lb/about');
  expect(tagValue(tags, 'og:title')).toMatch(/^About Us/);
  expect(tagValue(tags, 'og:image')).toBe('https://shop.example.lb/og-image.jpg');
  expect(tagValue(tags, 'twitter:card')).toBe('summary_large_image');
  expect(tagValue(tags, 'robots')).toBe('index, follow');
});

test('/cart, /checkout, /login, /signup, /admin and /403 are not indexable', () => {
  for (const pathname of ['/cart', '/checkout', '/login', '/signup', '/admin', '/403', '/login/']) {
    expect(
      tagValue(headTags(pageMeta({ pathname, shopName: SHOP.name }), PUBLIC_URL, SHOP.name), 'robots'),
    ).toBe('noindex');
  }
});

test('absoluteUrl joins the public address and a path, and leaves absolute URLs alone', () => {
  expect(absoluteUrl('https://shop.example.lb/', '/about')).toBe('https://shop.example.lb/about');
  expect(absoluteUrl('https://shop.example.lb', 'https://cdn.example.com/x.jpg')).toBe(
    'https://cdn.example.com/x.jpg',
  );
});
