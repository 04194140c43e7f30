import { expect, test } from 'vitest';
import { imageSrcSet, previewImageUrl, smallImageUrl } from './product-image.ts';
import { isProductPath, parseProductSegment, productPath, productSlug, shortIdOf } from './product-path.ts';
import { whatsAppShareUrl } from './share.ts';

const ID = '3f2a9c1b-7d4e-4a1b-9c2d-0123456789ab';

test('a product address is its name as a slug and the first 12 hex digits of its id', () => {
  expect(productPath({ id: ID, name: 'Sì Passione Éclat' })).toBe('/perfumes/si-passione-eclat-3f2a9c1b7d4e');
  expect(productSlug('  <Oud> & "Rose" 🌹  ')).toBe('oud-rose');
  expect(productSlug('🌹🌹')).toBe('perfume');
  expect(productPath({ id: ID, name: 'عود ملكي' })).toBe(
    `/perfumes/${encodeURIComponent('عود-ملكي')}-3f2a9c1b7d4e`,
  );
  expect(shortIdOf(ID)).toBe('3f2a9c1b7d4e');
  expect(productSlug('x'.repeat(200))).toHaveLength(60);
});

test('an address is read back to its short id, whatever slug it carries', () => {
  expect(parseProductSegment('old-name-3f2a9c1b7d4e')).toEqual({ slug: 'old-name', shortId: '3f2a9c1b7d4e' });
  expect(parseProductSegment('3F2A9C1B7D4E')).toEqual({ slug: '', shortId: '3f2a9c1b7d4e' });
  expect(parseProductSegment('oud-wood')).toBeNull();
  expect(parseProductSegment('oud-3f2a9c1b7d4')).toBeNull();
  expect(isProductPath('/perfumes/oud-3f2a9c1b7d4e')).toBe(true);
  expect(isProductPath('/perfumes/oud-3f2a9c1b7d4e/extra')).toBe(false);
  expect(isProductPath('/perfumes')).toBe(false);
});

test('variant addresses sit beside a stored image; other addresses are used as they are', () => {
  expect(imageSrcSet('/media/a.png', 'avif')).toBe(
    '/media/a.png.320w.avif 320w, /media/a.png.640w.avif 640w, /media/a.png.1200w.avif 1200w',
  );
  expect(smallImageUrl('/media/a.png')).toBe('/media/a.png.320w.webp');
  expect(smallImageUrl('/placeholder.jpg')).toBe('/placeholder.jpg');
  expect(previewImageUrl('/media/a.png', '17')).toBe('/media/a.png.preview.jpg?v=17');
});

test('the WhatsApp share text starts with the page address', () => {
  const url = new URL(whatsAppShareUrl('https://shop.example.lb/perfumes/oud-3f2a9c1b7d4e', 'Oud by Ajmal'));
  expect(url.origin + url.pathname).toBe('https://wa.me/');
  expect(url.searchParams.get('text')).toBe(
    'https://shop.example.lb/perfumes/oud-3f2a9c1b7d4e\nOud by Ajmal',
  );
});
