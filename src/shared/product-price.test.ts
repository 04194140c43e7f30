import { expect, test } from 'vitest';
import { cartTotalCents } from './cart-rules.ts';
import { makePriceBook, priceChangeInstants, productUnitPrices, quoteSizePrice } from './product-price.ts';
import { DEFAULT_SETTINGS } from './settings-defaults.ts';

const SETTINGS = DEFAULT_SETTINGS.prices;
const NOW = new Date('2026-12-10T12:00:00Z');
const DECEMBER_SALE = { priceCents: 900, from: '2026-12-01', to: '2026-12-24' };

test('with no price of its own a perfume costs the shop price of each size', () => {
  expect(productUnitPrices(SETTINGS, [], NOW)).toEqual({ '100': 1000, '50': 600 });
  expect(productUnitPrices(SETTINGS, undefined, NOW)).toEqual({ '100': 1000, '50': 600 });
  expect(quoteSizePrice(SETTINGS, [], '100', NOW)).toEqual({
    cents: 1000,
    regularCents: 1000,
    saleEndsOn: null,
  });
});

test("the owner's price for a size replaces the shop's, the other size keeps the shop's", () => {
  const own = [{ size: '100' as const, priceCents: 1500, sale: null }];
  expect(productUnitPrices(SETTINGS, own, NOW)).toEqual({ '100': 1500, '50': 600 });
});

test('a sale inside its days is the price, with the regular one kept to strike through', () => {
  const own = [{ size: '100' as const, priceCents: 1200, sale: DECEMBER_SALE }];
  expect(quoteSizePrice(SETTINGS, own, '100', NOW)).toEqual({
    cents: 900,
    regularCents: 1200,
    saleEndsOn: '2026-12-24',
  });
});

test('a sale on the shop price, without a price of its own, strikes the shop price', () => {
  const own = [{ size: '50' as const, priceCents: null, sale: { ...DECEMBER_SALE, priceCents: 450 } }];
  expect(quoteSizePrice(SETTINGS, own, '50', NOW)).toEqual({
    cents: 450,
    regularCents: 600,
    saleEndsOn: '2026-12-24',
  });
  expect(productUnitPrices(SETTINGS, own, NOW)).toEqual({ '100': 1000, '50': 450 });
});

test('outside its days a sale is not the price', () => {
  const own = [{ size: '100' as const, priceCents: 1200, sale: DECEMBER_SALE }];
  expect(quoteSizePrice(SETTINGS, own, '100', new Date('2026-11-30T12:00:00Z')).cents).toBe(1200);
  expect(quoteSizePrice(SETTINGS, own, '100', new Date('2026-12-26T12:00:00Z')).cents).toBe(1200);
});

test("a sale starts at the shop's midnight on its first day and ends at midnight after its last", () => {
  const own = [{ size: '100' as const, priceCents: 1200, sale: DECEMBER_SALE }];
  const at = (iso: string) => quoteSizePrice(SETTINGS, own, '100', new Date(iso)).cents;
  // Saadiyat is UTC+2 in December: 1 December begins at 22:00 UTC on 30 November.
  expect(at('2026-11-30T21:59:59.999Z')).toBe(1200);
  expect(at('2026-11-30T22:00:00.000Z')).toBe(900);
  expect(at('2026-12-24T21:59:59.999Z')).toBe(900);
  expect(at('2026-12-24T22:00:00.000Z')).toBe(1200);
});

test('a sale of a single day in summer follows the summer offset (UTC+3)', () => {
  const own = [
    {
      size: '100' as const,
      priceCents: null,
      sale: { priceCents: 800, from: '2026-07-15', to: '2026-07-15' },
    },
  ];
  const at = (iso: string) => quoteSizePrice(SETTINGS, own, '100', new Date(iso)).cents;
  expect(at('2026-07-14T20:59:59Z')).toBe(1000);
  expect(at('2026-07-14T21:00:00Z')).toBe(800);
  expect(at('2026-07-15T20:59:59Z')).toBe(800);
  expect(at('2026-07-15T21:00:00Z')).toBe(1000);
});

test('a sale left above a price lowered since is not a sale', () => {
  const own = [{ size: '100' as const, priceCents: 800, sale: DECEMBER_SALE }];
  expect(quoteSizePrice(SETTINGS, own, '100', NOW)).toEqual({
    cents: 800,
    regularCents: 800,
    saleEndsOn: null,
  });
});

test("a cart's subtotal prices each line with its perfume's own prices", () => {
  const book = makePriceBook(
    SETTINGS,
    (id) => (id === 'oud' ? [{ size: '100', priceCents: 1500, sale: null }] : undefined),
    NOW,
  );
  const items = [
    { productId: 'oud', selectedSizes: [{ size: '100' as const, quantity: 2 }] },
    {
      productId: 'musk',
      selectedSizes: [
        { size: '100' as const, quantity: 1 },
        { size: '50' as const, quantity: 1 },
      ],
    },
  ];
  expect(cartTotalCents(items, book)).toBe(2 * 1500 + 1000 + 600);
});

test('the instants a price changes by the clock are the sales’ starts and ends', () => {
  expect(priceChangeInstants([{ size: '100', priceCents: 1500, sale: null }])).toEqual([]);
  expect(priceChangeInstants([{ size: '100', priceCents: null, sale: DECEMBER_SALE }])).toEqual([
    Date.parse('2026-11-30T22:00:00Z'),
    Date.parse('2026-12-24T22:00:00Z'),
  ]);
});
