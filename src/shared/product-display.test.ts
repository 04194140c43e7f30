import { expect, test } from 'vitest';
import { EN } from '#shared/i18n/catalogues/en.ts';
import { productBrandLabel, productDescriptionPreview } from './product-display.ts';

test('a description of 100 characters or fewer shows whole', () => {
  const exactly100 = 'a'.repeat(100);
  expect(productDescriptionPreview(exactly100)).toBe(exactly100);
  expect(productDescriptionPreview('Rose and oud.')).toBe('Rose and oud.');
});

test('a longer description is cut at 100 characters with an ellipsis', () => {
  const long = `${'b'.repeat(100)}TAIL`;
  expect(productDescriptionPreview(long)).toBe(`${'b'.repeat(100)}...`);
});

test('the cut counts characters, not bytes: Arabic text is cut at 100 letters', () => {
  const arabic = 'عود'.repeat(40);
  const preview = productDescriptionPreview(arabic);
  expect(Array.from(preview.replace(/\.\.\.$/, ''))).toHaveLength(100);
  expect(preview.endsWith('...')).toBe(true);
});

test.each([undefined, null, '', '   '])('a missing description (%j) shows the house line', (description) => {
  expect(productDescriptionPreview(description)).toBe(
    'Exquisite fragrance crafted with the finest ingredients',
  );
});

test('a brand shows as given, and a missing one as "Premium Fragrance"', () => {
  expect(productBrandLabel('Lattafa')).toBe('Lattafa');
  expect(productBrandLabel(' Dior ')).toBe('Dior');
  for (const missing of [undefined, null, '', '  ']) {
    expect(productBrandLabel(missing)).toBe(EN.product.brandFallback);
  }
  expect(EN.product.brandFallback).toBe('Premium Fragrance');
});
