import { expect, test } from 'vitest';
import type { GuestCartItem } from './cart.ts';
import { SIZE_PRICE_CENTS as PRICES } from './constants.ts';
import { storedGuestItem as cartItem } from './guest-cart.test-kit.ts';
import { parseStoredGuestCart } from './guest-cart-reading.ts';
import { toStoredGuestCart } from './guest-cart-storage.ts';
import { parseStoredGuestOrders, toStoredGuestOrders } from './guest-orders-storage.ts';
import type { GuestOrder } from './pending-orders.ts';

const inApp: GuestCartItem = {
  ...cartItem([
    { size: '100', quantity: 2, priceCents: 1000 },
    { size: '50', quantity: 1, priceCents: 600 },
  ]),
  userId: 'guest',
  category: 'women',
  selectedSizes: [
    { size: '100', quantity: 2, priceCents: 1000 },
    { size: '50', quantity: 1, priceCents: 600 },
  ],
};

test('the guest cart is written with `price` in dollars, as SPEC §3 names it', () => {
  expect(toStoredGuestCart([inApp], PRICES)).toEqual([
    cartItem([
      { size: '100', quantity: 2, price: 10 },
      { size: '50', quantity: 1, price: 6 },
    ]),
  ]);
});

test('the spec shape and the earlier `priceCents` shape both read as the same cart', () => {
  const spec = [
    cartItem([
      { size: '100', quantity: 2, price: 10 },
      { size: '50', quantity: 1, price: 6 },
    ]),
  ];
  const earlier = [
    cartItem([
      { size: '100', quantity: 2, priceCents: 1000 },
      { size: '50', quantity: 1, priceCents: 600 },
    ]),
  ];
  expect(parseStoredGuestCart(spec, PRICES)).toEqual([inApp]);
  expect(parseStoredGuestCart(earlier, PRICES)).toEqual([inApp]);
  expect(parseStoredGuestCart(toStoredGuestCart([inApp], PRICES), PRICES)).toEqual([inApp]);
});

test.each([
  ['text', 'ten dollars'],
  ['a wrong number', 0.01],
  ['null', null],
  ['an object', { amount: 10 }],
])('a stored price that is %s is replaced by the shop price, the cart stays readable', (_label, price) => {
  const read = parseStoredGuestCart([cartItem([{ size: '50', quantity: 3, price }])], PRICES);
  expect(read?.[0]?.selectedSizes).toEqual([{ size: '50', quantity: 3, priceCents: 600 }]);
});

test.each([
  ['not a list', { items: [] }],
  ['a bad quantity', [cartItem([{ size: '50', quantity: 0, price: 6 }])]],
  ['an unknown size', [cartItem([{ size: '75', quantity: 1, price: 6 }])]],
  ['a missing name', [{ ...cartItem([]), name: undefined }]],
])('a stored cart with %s cannot be read', (_label, data) => {
  expect(parseStoredGuestCart(data, PRICES)).toBeNull();
});

const order: GuestOrder = {
  id: 'guest_1767225600000',
  userId: 'guest',
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'pending',
  items: [
    {
      productId: 'p1',
      name: 'Kalemat',
      category: 'women',
      size100mlQuantity: 2,
      size100mlPriceCents: 1000,
      size50mlQuantity: 3,
      size50mlPriceCents: 600,
    },
  ],
  location: '33.89,35.5',
};

const specOrder = {
  id: 'guest_1767225600000',
  userId: 'guest',
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'pending',
  items: [
    {
      productId: 'p1',
      name: 'Kalemat',
      category: 'women',
      size_100ml_quantity: 2,
      size_100ml_price: 10,
      size_50ml_quantity: 3,
      size_50ml_price: 6,
    },
  ],
  location: '33.89,35.5',
};

test('guest orders are written with the spec field names, prices in dollars', () => {
  expect(toStoredGuestOrders([order], PRICES)).toEqual([specOrder]);
});

test('guest orders read in the spec shape and in the earlier camelCase shape', () => {
  expect(parseStoredGuestOrders([specOrder], PRICES)).toEqual([order]);
  const earlier = { ...order, items: order.items.map((i) => ({ ...i, size100mlPriceCents: 1 })) };
  expect(parseStoredGuestOrders([earlier], PRICES)).toEqual([order]);
  // An order saved before locations were kept reads with none.
  const { location: _dropped, ...withoutLocation } = specOrder;
  expect(parseStoredGuestOrders([withoutLocation], PRICES)?.[0]?.location).toBeNull();
});

test('stored order prices are never trusted', () => {
  const cheap = {
    ...specOrder,
    items: [{ ...specOrder.items[0], size_100ml_price: 0, size_50ml_price: 'x' }],
  };
  expect(parseStoredGuestOrders([cheap], PRICES)).toEqual([order]);
});

test.each([
  ['not a list', 'orders'],
  ['a negative count', [{ ...specOrder, items: [{ ...specOrder.items[0], size_50ml_quantity: -1 }] }]],
  ['a bad id', [{ ...specOrder, id: 'x' }]],
  ['no items', [{ ...specOrder, items: [] }]],
])('stored guest orders with %s cannot be read', (_label, data) => {
  expect(parseStoredGuestOrders(data, PRICES)).toBeNull();
});
