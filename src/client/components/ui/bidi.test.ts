import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { AR } from '#shared/i18n/catalogues/ar.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { FR } from '#shared/i18n/catalogues/fr.ts';
import { Sentence } from './Bidi.tsx';

const footer = (template: string) =>
  renderToStaticMarkup(
    createElement(Sentence, {
      template,
      values: { year: 2026, shop: 'Saadiyat Perfumes', town: 'Saadiyat' },
    }),
  );

test('a sentence keeps its language’s words and order, with each value isolated once', () => {
  expect(footer(AR.footer.copyright)).toBe(
    '© <bdi>2026</bdi> <bdi>Saadiyat Perfumes</bdi>، <bdi>Saadiyat</bdi>، لبنان.',
  );
  expect(footer(EN.footer.copyright)).toBe(
    '© <bdi>2026</bdi> <bdi>Saadiyat Perfumes</bdi>, <bdi>Saadiyat</bdi>, Lebanon.',
  );
  expect(footer(FR.footer.copyright)).toBe(
    '© <bdi>2026</bdi> <bdi>Saadiyat Perfumes</bdi>, <bdi>Saadiyat</bdi>, Liban.',
  );
});

test('a place the caller did not fill shows its name, so the gap is seen rather than hidden', () => {
  expect(
    renderToStaticMarkup(
      createElement(Sentence, { template: 'Hello {name}, {missing}.', values: { name: 'Layla' } }),
    ),
  ).toBe('Hello <bdi>Layla</bdi>, <bdi>{missing}</bdi>.');
});
