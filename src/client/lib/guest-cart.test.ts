// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SIZE_PRICE_CENTS as PRICES } from '#shared/constants.ts';
import { storedGuestItem } from '#shared/guest-cart.test-kit.ts';
import {
  addToGuestCart,
  CART_PRODUCT_ADDED_EVENT,
  LOCAL_CART_UPDATED_EVENT,
  readGuestCart,
  removeGuestItems,
  setGuestItemSizes,
  subscribeGuestCart,
} from './guest-cart.ts';

const product = {
  id: 'p1',
  name: 'Kalemat',
  imageUrl: '/media/k.webp',
  description: 'Rose',
  category: 'women' as const,
};

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  window.localStorage.clear();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

test('adding stores the item under guestCart with a local id from the time and the product id, and emits both events', () => {
  const seen: string[] = [];
  const onUpdated = () => seen.push(LOCAL_CART_UPDATED_EVENT);
  const onAdded = () => seen.push(CART_PRODUCT_ADDED_EVENT);
  window.addEventListener(LOCAL_CART_UPDATED_EVENT, onUpdated);
  window.addEventListener(CART_PRODUCT_ADDED_EVENT, onAdded);
  try {
    expect(addToGuestCart(product, PRICES, new Date(1767225600000))).toBe('added');
  } finally {
    window.removeEventListener(LOCAL_CART_UPDATED_EVENT, onUpdated);
    window.removeEventListener(CART_PRODUCT_ADDED_EVENT, onAdded);
  }
  expect(seen).toEqual([LOCAL_CART_UPDATED_EVENT, CART_PRODUCT_ADDED_EVENT]);
  const stored = JSON.parse(window.localStorage.getItem('guestCart') ?? '[]');
  expect(stored).toEqual([storedGuestItem([])]);
  expect(readGuestCart(PRICES)).toEqual(stored);
});

test('a product already in the guest cart is not added again', () => {
  expect(addToGuestCart(product, PRICES)).toBe('added');
  expect(addToGuestCart(product, PRICES)).toBe('exists');
  expect(readGuestCart(PRICES)).toHaveLength(1);
});

test('sizes are saved with the shop prices; removing drops the item', () => {
  addToGuestCart(product, PRICES);
  const [item] = readGuestCart(PRICES);
  setGuestItemSizes(item?.id ?? '', [{ size: '50', quantity: 2 }], PRICES);
  expect(readGuestCart(PRICES)[0]?.selectedSizes).toEqual([{ size: '50', quantity: 2, priceCents: 600 }]);
  // Stored as SPEC §3 names a selected size: `price`, the unit price in dollars.
  const stored = JSON.parse(window.localStorage.getItem('guestCart') ?? '[]');
  expect(stored[0].selectedSizes).toEqual([{ size: '50', quantity: 2, price: 6 }]);
  removeGuestItems([item?.id ?? ''], PRICES);
  expect(readGuestCart(PRICES)).toEqual([]);
});

test.each([
  ['text that is not JSON', '{not json'],
  ['JSON that is not a list', '{"items":[]}'],
  [
    'an item with a bad quantity',
    JSON.stringify([{ ...product, selectedSizes: [{ size: '50', quantity: 0 }] }]),
  ],
])('%s reads as an empty cart and is logged, never a crash', (_label, raw) => {
  window.localStorage.setItem('guestCart', raw);
  expect(readGuestCart(PRICES)).toEqual([]);
  expect(warn).toHaveBeenCalledTimes(1);
  // The same stored value is not logged again on every render.
  readGuestCart(PRICES);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(addToGuestCart(product, PRICES)).toBe('added');
  expect(readGuestCart(PRICES)).toHaveLength(1);
});

test('another tab writing the cart notifies this one through the storage event', () => {
  const onChange = vi.fn();
  const unsubscribe = subscribeGuestCart(onChange);
  window.dispatchEvent(new StorageEvent('storage', { key: 'guestCart' }));
  window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse' }));
  unsubscribe();
  window.dispatchEvent(new StorageEvent('storage', { key: 'guestCart' }));
  expect(onChange).toHaveBeenCalledTimes(1);
});
