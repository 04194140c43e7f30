import { expect, test } from 'vitest';
import { GuestCartSchema } from './cart.ts';
import { SetSizesBodySchema } from './cart-requests.ts';
import {
  cartTotalCents,
  chooseSize,
  decreaseSize,
  hasItemWithoutSize,
  itemTotalCents,
  mergeSizes,
  priceSizes,
  removeSize,
} from './cart-rules.ts';
import { SIZE_PRICE_CENTS as PRICES } from './constants.ts';
import { storedGuestItem } from './guest-cart.test-kit.ts';
import { LocationSchema, ordersTotalCents, toOrderItem } from './pending-orders.ts';

test('choosing a size adds it with quantity 1 at the shop price; choosing it again adds 1', () => {
  const one = chooseSize([], '100', PRICES);
  expect(one).toEqual([{ size: '100', quantity: 1, priceCents: 1000 }]);
  const two = chooseSize(one, '100', PRICES);
  expect(two).toEqual([{ size: '100', quantity: 2, priceCents: 1000 }]);
  const both = chooseSize(two, '50', PRICES);
  expect(both).toEqual([
    { size: '100', quantity: 2, priceCents: 1000 },
    { size: '50', quantity: 1, priceCents: 600 },
  ]);
});

test('minus lowers a quantity but a quantity of 1 stays 1; plus stops at 99', () => {
  expect(decreaseSize([{ size: '50', quantity: 3 }], '50', PRICES)).toEqual([
    { size: '50', quantity: 2, priceCents: 600 },
  ]);
  expect(decreaseSize([{ size: '50', quantity: 1 }], '50', PRICES)).toEqual([
    { size: '50', quantity: 1, priceCents: 600 },
  ]);
  expect(chooseSize([{ size: '100', quantity: 99 }], '100', PRICES)).toEqual([
    { size: '100', quantity: 99, priceCents: 1000 },
  ]);
});

test('Remove Size deletes only that size', () => {
  expect(
    removeSize(
      [
        { size: '100', quantity: 2 },
        { size: '50', quantity: 1 },
      ],
      '100',
      PRICES,
    ),
  ).toEqual([{ size: '50', quantity: 1, priceCents: 600 }]);
});

test('stored or sent prices are overridden by the shop prices', () => {
  const sizes = [
    { size: '50' as const, quantity: 1, priceCents: 1 },
    { size: '100' as const, quantity: 1, priceCents: 5 },
  ];
  expect(priceSizes(sizes, PRICES)).toEqual([
    { size: '100', quantity: 1, priceCents: 1000 },
    { size: '50', quantity: 1, priceCents: 600 },
  ]);
});

test('merging adds quantities per size and caps at 99', () => {
  expect(
    mergeSizes(
      [{ size: '100', quantity: 2 }],
      [
        { size: '100', quantity: 3 },
        { size: '50', quantity: 1 },
      ],
      PRICES,
    ),
  ).toEqual([
    { size: '100', quantity: 5, priceCents: 1000 },
    { size: '50', quantity: 1, priceCents: 600 },
  ]);
  expect(mergeSizes([{ size: '50', quantity: 60 }], [{ size: '50', quantity: 60 }], PRICES)).toEqual([
    { size: '50', quantity: 99, priceCents: 600 },
  ]);
  expect(mergeSizes([], [], PRICES)).toEqual([]);
});

test('totals in cents: item and cart', () => {
  const a = {
    selectedSizes: [
      { size: '100' as const, quantity: 2 },
      { size: '50' as const, quantity: 1 },
    ],
  };
  const b = { selectedSizes: [{ size: '50' as const, quantity: 3 }] };
  const empty = { selectedSizes: [] };
  expect(itemTotalCents(a, PRICES)).toBe(2600);
  expect(itemTotalCents(empty, PRICES)).toBe(0);
  expect(cartTotalCents([a, b, empty], PRICES)).toBe(4400);
  expect(cartTotalCents([], PRICES)).toBe(0);
  expect(hasItemWithoutSize([a, empty])).toBe(true);
  expect(hasItemWithoutSize([a, b])).toBe(false);
});

test('a cart item becomes an order line with unit counts and shop prices; orders add up', () => {
  const line = toOrderItem(
    {
      productId: 'p1',
      name: 'Kalemat',
      category: 'women',
      selectedSizes: [{ size: '50', quantity: 2 }],
    },
    PRICES,
  );
  expect(line).toEqual({
    productId: 'p1',
    name: 'Kalemat',
    category: 'women',
    size100mlQuantity: 0,
    size100mlPriceCents: 1000,
    size50mlQuantity: 2,
    size50mlPriceCents: 600,
  });
  expect(ordersTotalCents([{ items: [line] }, { items: [{ ...line, size100mlQuantity: 1 }] }], PRICES)).toBe(
    3400,
  );
});

const goodGuestItem = storedGuestItem([{ size: '100', quantity: 1, priceCents: 1000 }]);

test('the guest-cart schema accepts a well-formed stored cart', () => {
  expect(GuestCartSchema.safeParse([goodGuestItem]).success).toBe(true);
  expect(GuestCartSchema.safeParse([]).success).toBe(true);
});

test.each([
  ['not a list', { items: [] }],
  ['a string', 'hello'],
  ['a missing field', [{ ...goodGuestItem, name: undefined }]],
  ['an unknown size', [{ ...goodGuestItem, selectedSizes: [{ size: '75', quantity: 1, priceCents: 1 }] }]],
  [
    'a zero quantity',
    [{ ...goodGuestItem, selectedSizes: [{ size: '100', quantity: 0, priceCents: 1000 }] }],
  ],
  [
    'a quantity of 100',
    [{ ...goodGuestItem, selectedSizes: [{ size: '100', quantity: 100, priceCents: 1000 }] }],
  ],
  [
    'a fractional quantity',
    [{ ...goodGuestItem, selectedSizes: [{ size: '50', quantity: 1.5, priceCents: 600 }] }],
  ],
  [
    'the same size twice',
    [
      {
        ...goodGuestItem,
        selectedSizes: [
          { size: '50', quantity: 1, priceCents: 600 },
          { size: '50', quantity: 1, priceCents: 600 },
        ],
      },
    ],
  ],
  ['an unknown category', [{ ...goodGuestItem, category: 'kids' }]],
  ['another user id', [{ ...goodGuestItem, userId: 'someone' }]],
  ['the same product twice', [goodGuestItem, { ...goodGuestItem, id: 'other' }]],
])('the guest-cart schema rejects %s', (_label, data) => {
  expect(GuestCartSchema.safeParse(data).success).toBe(false);
});

test('set-sizes input drops a sent price and refuses bad sizes and quantities', () => {
  const parsed = SetSizesBodySchema.parse({ selectedSizes: [{ size: '100', quantity: 2, priceCents: 1 }] });
  expect(parsed.selectedSizes).toEqual([{ size: '100', quantity: 2 }]);
  for (const bad of [
    { size: 100, quantity: 1 },
    { size: '30', quantity: 1 },
    { size: '50', quantity: -1 },
    { size: '50', quantity: '2' },
  ]) {
    expect(SetSizesBodySchema.safeParse({ selectedSizes: [bad] }).success).toBe(false);
  }
});

test('a location is "latitude,longitude" within range', () => {
  expect(LocationSchema.safeParse('33.8938,35.5018').success).toBe(true);
  expect(LocationSchema.safeParse('-33.5,-70.25').success).toBe(true);
  for (const bad of ['91,10', '10,181', '33.8 35.5', 'abc', '1,2,3', '']) {
    expect(LocationSchema.safeParse(bad).success).toBe(false);
  }
});
