import { expect, test } from 'vitest';
import { formatLbp, formatPrice, isSoldOut, sizeAvailability } from './prices.ts';
import { DEFAULT_SETTINGS } from './settings-defaults.ts';
import type { PricesSection } from './settings-types.ts';

const withLbp: PricesSection = { ...DEFAULT_SETTINGS.prices, isLbpShown: true, lbpPerUsd: 89_500 };

test('prices read in dollars, and in both currencies when LBP is on', () => {
  expect(formatPrice(1000, DEFAULT_SETTINGS.prices)).toBe('$10.00');
  expect(formatPrice(1000, withLbp)).toBe('$10.00 · 895,000 LBP');
  expect(formatPrice(2650, withLbp)).toBe('$26.50 · 2,372,000 LBP');
});

test('LBP amounts round to the nearest 1,000', () => {
  // 6.01 x 89,500 = 537,895 → 538,000; 0.01 x 89,500 = 895 → 1,000; 0.005 would be 447.5 → 0.
  expect(formatLbp(601, 89_500)).toBe('538,000 LBP');
  expect(formatLbp(1, 89_500)).toBe('1,000 LBP');
  expect(formatLbp(1000, 1_500)).toBe('15,000 LBP');
});

test('a size is available only when sold and in stock; a product with none is sold out', () => {
  const offSale: PricesSection = {
    ...DEFAULT_SETTINGS.prices,
    sizes: { ...DEFAULT_SETTINGS.prices.sizes, '50': { priceCents: 600, isOnSale: false } },
  };
  expect(sizeAvailability({ soldOutSizes: [] }, offSale, '50')).toBe('not-sold');
  expect(sizeAvailability({ soldOutSizes: ['100'] }, offSale, '100')).toBe('sold-out');
  expect(sizeAvailability({ soldOutSizes: ['50'] }, DEFAULT_SETTINGS.prices, '100')).toBe('available');
  expect(isSoldOut({ soldOutSizes: ['100'] }, offSale)).toBe(true);
  expect(isSoldOut({ soldOutSizes: ['100'] }, DEFAULT_SETTINGS.prices)).toBe(false);
  expect(isSoldOut({ soldOutSizes: ['100', '50'] }, DEFAULT_SETTINGS.prices)).toBe(true);
});
