import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { renderWordmarkSvg } from '#shared/brands.ts';
import { isDrawnWordmark, wordmarkFontSize, wordmarkMaxFontSize, wordmarkScale } from '#shared/wordmark.ts';
import { BrandLogo } from './BrandLogo.tsx';

const html = (logoUrl: string, isDecorative = false, name = 'Acqua di Parma') =>
  renderToStaticMarkup(createElement(BrandLogo, { brand: { name, logoUrl }, isDecorative }));

test('a drawn wordmark is the name as text, read as one picture named by the brand, with no request', () => {
  const markup = html('/brand-logos/acqua-di-parma.svg');
  expect(markup).not.toContain('<img');
  expect(markup).not.toContain('/brand-logos/');
  expect(markup).toMatch(/^<span role="img" aria-label="Acqua di Parma"[^>]*>/);
  // The name is drawn from an attribute: the card around it reads the name once, not twice.
  expect(markup).toContain('data-name="Acqua di Parma"');
  expect(markup.replace(/<[^>]*>/g, '')).toBe('');
  // The box keeps the logo's proportions; the name is the largest size scaled to its own.
  expect(markup).toContain('class="wordmark ');
  expect(markup).toContain(
    `--wordmark-scale:${(wordmarkFontSize('Acqua di Parma') / wordmarkMaxFontSize()).toFixed(3)}`,
  );
});

test('a wordmark is the largest size scaled to the size the SVG gives the name', () => {
  // A short name is drawn at the largest size; a long one shrinks to its own.
  expect(wordmarkScale('Afnan')).toBe(1);
  const long = 'Abdul Samad Al Qurashi';
  expect(wordmarkScale(long) * wordmarkMaxFontSize()).toBeCloseTo(wordmarkFontSize(long), 6);
  expect(wordmarkScale(long)).toBeLessThan(0.5);
  const scales = ['Afnan', 'Ajmal', 'Acqua di Parma', long].map(
    (name) => html('/brand-logos/x.svg', false, name).match(/--wordmark-scale:([0-9.]+)/)?.[1],
  );
  expect(scales).toEqual([
    '1.000',
    '1.000',
    (wordmarkFontSize('Acqua di Parma') / wordmarkMaxFontSize()).toFixed(3),
    (wordmarkFontSize(long) / wordmarkMaxFontSize()).toFixed(3),
  ]);
});

test('beside the written name, the wordmark is hidden from screen readers, as the logo picture was', () => {
  const markup = html('/brand-logos/acqua-di-parma.svg', true);
  expect(markup).toMatch(/^<span aria-hidden="true"/);
  expect(markup).not.toContain('role="img"');
});

test('an owner’s logo stays a picture with the brand as its text', () => {
  const markup = html('/media/logo-1_320.webp');
  expect(markup).toMatch(/^<img src="\/media\/logo-1_320.webp" alt="Acqua di Parma"/);
});

test('only the address of a drawn wordmark counts as one', () => {
  expect(isDrawnWordmark('/brand-logos/afnan.svg')).toBe(true);
  expect(isDrawnWordmark('/brand-logos/al-majed-oud-3f2a.svg')).toBe(true);
  expect(isDrawnWordmark('/media/afnan_320.webp')).toBe(false);
  expect(isDrawnWordmark('https://example.com/brand-logos/afnan.svg')).toBe(false);
  expect(isDrawnWordmark('/brand-logos/../secret.svg')).toBe(false);
});

test('the SVG wordmark and the HTML one size the words alike', () => {
  for (const name of ['Afnan', 'Abdul Samad Al Qurashi']) {
    expect(renderWordmarkSvg({ text: name })).toContain(`font-size="${wordmarkFontSize(name).toFixed(1)}"`);
  }
});
