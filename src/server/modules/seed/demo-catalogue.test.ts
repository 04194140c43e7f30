import { expect, test } from 'vitest';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX } from '#shared/constants.ts';
import { styleWord } from '#shared/fragrance-words.ts';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { FR } from '#shared/i18n/catalogues/fr.ts';
import { DEMO_PRODUCTS } from './demo-catalogue.ts';
import { DESIGNER_TRANSLATIONS } from './demo-translations-designer.ts';
import { FEATURED_TRANSLATIONS } from './demo-translations-featured.ts';
import { HOUSE_TRANSLATIONS } from './demo-translations-houses.ts';

const ARABIC_LETTER = /[\u0600-\u06ff]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

test('every demo perfume has an Arabic and a French description of its own, within the limits', () => {
  expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(76);
  for (const product of DEMO_PRODUCTS) {
    const { name, description, descriptionAr, descriptionFr } = product;
    for (const text of [descriptionAr, descriptionFr]) {
      expect(text.trim(), name).not.toBe('');
      expect(text, name).not.toBe(description);
      expect(text.length, name).toBeLessThanOrEqual(PRODUCT_DESCRIPTION_MAX);
    }
    expect(descriptionAr, name).toMatch(ARABIC_LETTER);
    // Arabic descriptions hold no Latin word; French ones read as French, with its spaces.
    expect(descriptionAr, name).not.toMatch(LATIN_WORD);
    expect(descriptionFr, name).not.toMatch(ARABIC_LETTER);
    expect(descriptionFr, name).not.toMatch(/\S[:;!?]|[^\u00a0][:;!?]/);
    expect(descriptionFr, name).not.toContain("'");
  }
});

test('an Arabic or French name only where the house writes one, in that language and within the limit', () => {
  const named = DEMO_PRODUCTS.filter((product) => product.nameAr);
  expect(named.map((product) => product.nameAr)).toEqual(expect.arrayContaining(['خمرة', 'يارا', 'كلمات']));
  for (const { name, nameAr, nameFr } of DEMO_PRODUCTS) {
    if (nameAr) {
      expect(nameAr, name).toMatch(ARABIC_LETTER);
      expect(nameAr, name).not.toMatch(LATIN_WORD);
      expect(nameAr.length).toBeLessThanOrEqual(PRODUCT_NAME_MAX);
    }
    if (nameFr) expect(nameFr, name).not.toMatch(ARABIC_LETTER);
  }
});

test('every translation belongs to a demo perfume, once', () => {
  const names = DEMO_PRODUCTS.map((product) => product.name);
  const keys = [
    ...Object.keys(DESIGNER_TRANSLATIONS),
    ...Object.keys(HOUSE_TRANSLATIONS),
    ...Object.keys(FEATURED_TRANSLATIONS),
  ];
  expect(keys.sort()).toEqual([...names].sort());
});

test('every demo style is one the shop translates', () => {
  const styles = new Set(DEMO_PRODUCTS.flatMap((product) => (product.style ? [product.style] : [])));
  expect(styles.size).toBeGreaterThanOrEqual(10);
  for (const style of styles) {
    const arabic = styleWord(style, 'ar', AR.fragranceWords);
    expect(arabic.isTranslated, style).toBe(true);
    expect(arabic.text, style).toMatch(ARABIC_LETTER);
    expect(styleWord(style, 'fr', FR.fragranceWords).isTranslated, style).toBe(true);
  }
});
