import { expect, test } from 'vitest';
import { type Brand, brandLogoFallbackSrc, brandLogoSrc, renderWordmarkSvg, slugifyBrand } from './brands.ts';

const known: Brand[] = [
  { name: 'Dior', slug: 'dior', logoUrl: '/brand-logos/dior.svg', nameAr: null, nameFr: null },
];
const decode = (src: string) => decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

test('a known brand gets its own logo', () => {
  expect(brandLogoSrc('Dior', known)).toBe('/brand-logos/dior.svg');
});

test('an unknown brand gets a 160x70 placeholder with the first 12 characters of its name', () => {
  const svg = decode(brandLogoSrc('Maison Inconnue de Paris', known));
  expect(svg).toContain('width="160" height="70"');
  expect(svg).toContain('>Maison Incon<');
  expect(svg).not.toContain('Inconnue');
});

test('the 12 characters are letters, not bytes: Arabic and emoji stay whole', () => {
  const svg = decode(brandLogoSrc('عطور السعديات الفاخرة', known));
  expect(svg).toContain('>عطور السعديا<');
});

test.each([undefined, null, '', '   '])('a missing name (%j) gets a NoName placeholder', (name) => {
  expect(decode(brandLogoSrc(name, known))).toContain('>NoName<');
});

test('a logo that fails to load falls back to a placeholder carrying the whole brand name', () => {
  const svg = decode(brandLogoFallbackSrc('Maison Francis Kurkdjian'));
  expect(svg).toContain('>Maison Francis Kurkdjian<');
  expect(svg).toContain('width="160" height="70"');
});

test('brand names are escaped inside the SVG', () => {
  expect(renderWordmarkSvg({ text: 'A&B <script>' })).not.toContain('<script>');
  expect(renderWordmarkSvg({ text: 'Dolce & Gabbana' })).toContain('Dolce &#38; Gabbana');
});

test('slugs are URL-safe and readable', () => {
  expect(slugifyBrand('Hermès')).toBe('hermes');
  expect(slugifyBrand('Dolce & Gabbana')).toBe('dolce-and-gabbana');
  expect(slugifyBrand("Penhaligon's")).toBe('penhaligon-s');
  expect(slugifyBrand('الماجد للعود')).toBe('al-majed-oud');
});
