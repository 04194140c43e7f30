import { expect, test } from 'vitest';
import { PATHS } from '#shared/paths.ts';
import { arabicSeoTexts } from './ar-seo.ts';
import { frenchSeoTexts } from './fr-seo.ts';
import type { PageText, SeoTexts } from './seo-texts.ts';

const NAME = 'Saadiyat Perfumes';

function pageTexts(texts: SeoTexts): PageText[] {
  return [...Object.values(texts.routes), texts.tracking, texts.notFound, texts.brand('Lattafa')];
}

test('every route of the shop has an Arabic and a French title and description', () => {
  for (const texts of [arabicSeoTexts(NAME), frenchSeoTexts(NAME)]) {
    expect(Object.keys(texts.routes).sort()).toEqual(Object.keys(PATHS).sort());
    for (const { title, description } of pageTexts(texts)) {
      expect(title.trim()).not.toBe('');
      expect(description.trim()).not.toBe('');
    }
  }
});

test('Arabic titles and descriptions are Arabic, carry the shop name as set, and use Western digits', () => {
  const texts = arabicSeoTexts(NAME);
  for (const { title, description } of pageTexts(texts)) {
    expect(title).toMatch(/[\u0621-\u064a]/);
    expect(description).toMatch(/[\u0621-\u064a]/);
    expect(`${title} ${description}`).not.toMatch(/[\u0660-\u0669]/);
  }
  expect(texts.routes.about.title).toBe(`من نحن | ${NAME}`);
  expect(texts.brand('Lattafa').title).toBe(`عطور Lattafa | ${NAME}`);
  expect(texts.socialImageAlt.startsWith(`${NAME}: `)).toBe(true);
});

test('French titles follow the shop name as set, and pages differ from one another', () => {
  const texts = frenchSeoTexts('Parfums du Chouf');
  expect(texts.routes.contact.title).toBe('Contact | Parfums du Chouf');
  expect(texts.routes.home.title.startsWith('Parfums du Chouf | ')).toBe(true);
  const titles = new Set(Object.values(texts.routes).map((t) => t.title));
  // "Vos commandes" serves both the browser's and the account's orders.
  expect(titles.size).toBe(Object.keys(PATHS).length - 1);
});
