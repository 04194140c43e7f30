import { expect, test } from 'vitest';
import { formatCents, formatPrice } from './format.ts';

test('cart amounts keep two decimals', () => {
  expect(formatCents(600)).toBe('$6.00');
  expect(formatCents(2650)).toBe('$26.50');
});

test('card prices drop ".00" but keep real cents', () => {
  expect(formatPrice(600)).toBe('$6');
  expect(formatPrice(1000)).toBe('$10');
  expect(formatPrice(1250)).toBe('$12.50');
});
