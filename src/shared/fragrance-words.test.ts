import { expect, test } from 'vitest';
import {
  isKnownStyle,
  noteWord,
  styleSuggestions,
  stylesInShownOrder,
  styleWord,
} from './fragrance-words.ts';
import { AR } from './i18n/catalogues/ar.ts';
import { EN } from './i18n/catalogues/en.ts';
import { FR } from './i18n/catalogues/fr.ts';

test('a style the shop knows reads in the page language, however the owner cased or spaced it', () => {
  expect(styleWord('Woody', 'ar', AR.fragranceWords)).toEqual({ text: 'خشبي', isTranslated: true });
  expect(styleWord('woody', 'fr', FR.fragranceWords)).toEqual({ text: 'Boisé', isTranslated: true });
  expect(styleWord(' Fresh  spicy ', 'fr', FR.fragranceWords)).toEqual({
    text: 'Frais épicé',
    isTranslated: true,
  });
  // English pages show the owner's own writing.
  expect(styleWord('woody', 'en', EN.fragranceWords)).toEqual({ text: 'woody', isTranslated: true });
});

test('a word typed in the page language is recognised too; an unknown one stays as written', () => {
  expect(styleWord('عود', 'ar', AR.fragranceWords)).toEqual({ text: 'عود', isTranslated: true });
  expect(styleWord('Boise', 'fr', FR.fragranceWords)).toEqual({ text: 'Boisé', isTranslated: true });
  expect(styleWord('Barbershop', 'ar', AR.fragranceWords)).toEqual({
    text: 'Barbershop',
    isTranslated: false,
  });
});

test('notes read in the page language where the shop knows them', () => {
  expect(noteWord('Tonka bean', 'ar', AR.fragranceWords).text).toBe('حبوب التونكا');
  expect(noteWord('orange blossom', 'fr', FR.fragranceWords).text).toBe('Fleur d’oranger');
  expect(noteWord('Yuzu', 'fr', FR.fragranceWords)).toEqual({ text: 'Yuzu', isTranslated: false });
});

test('the admin suggests the stored English word under its name in the admin language', () => {
  const suggestions = styleSuggestions(AR.fragranceWords);
  expect(suggestions).toContainEqual({ value: 'Oud', label: 'عود' });
  expect(suggestions).toContainEqual({ value: 'Woody', label: 'خشبي' });
  expect(isKnownStyle('floral', AR.fragranceWords)).toBe(true);
  expect(isKnownStyle('زهري', AR.fragranceWords)).toBe(true);
  expect(isKnownStyle('Barbershop', AR.fragranceWords)).toBe(false);
});

test('the Style filter lists the styles by the word each page shows, in its language’s order', () => {
  const styles = ['Amber', 'Barbershop', 'Leather', 'Oud', 'Spicy', 'Woody'];
  expect(stylesInShownOrder(styles, 'en', EN.fragranceWords)).toEqual(styles);
  // Ambré, Barbershop, Boisé, Cuir, Épicé, Oud: the accent sorts with its letter.
  expect(stylesInShownOrder(styles, 'fr', FR.fragranceWords)).toEqual([
    'Amber',
    'Barbershop',
    'Woody',
    'Leather',
    'Spicy',
    'Oud',
  ]);
  // جلدي، حارّ، خشبي، عنبري، عود, then the word the shop does not know, as the owner wrote it.
  expect(stylesInShownOrder(styles, 'ar', AR.fragranceWords)).toEqual([
    'Leather',
    'Spicy',
    'Woody',
    'Amber',
    'Oud',
    'Barbershop',
  ]);
});
