import { expect, test } from 'vitest';
import { SIZE_PRICE_CENTS } from './constants.ts';
import { sizePriceList } from './size-prices.ts';

test("the card's prices are the shop's, smallest bottle first", () => {
  expect(sizePriceList(SIZE_PRICE_CENTS)).toEqual([
    { size: '50', cents: SIZE_PRICE_CENTS['50'] },
    { size: '100', cents: SIZE_PRICE_CENTS['100'] },
  ]);
});

test('other prices give other card prices', () => {
  expect(sizePriceList({ '50': 750, '100': 1250 })).toEqual([
    { size: '50', cents: 750 },
    { size: '100', cents: 1250 },
  ]);
});
