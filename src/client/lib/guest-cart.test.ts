// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SIZE_PRICE_CENTS as PRICES } from '#shared/constants.ts';
import { storedGuestItem } from '#shared/guest-cart.test-kit.ts';
import {
  addToGuestCart,
  CART_PRODUCT_ADDED_EVENT,
  LOCAL_CART_UPDATED_EVENT,
  loadGuestCartReader,
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
])('%s reads as an empty cart and is logged, never a crash', async (_label, raw) => {
  window.localStorage.setItem('guestCart', raw);
  // As on a page opened with this stored: the reader is loaded before the cart shows.
  await loadGuestCartReader();
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

/** guest-cart.ts loaded afresh, as by a page opening, with a stand-in reader that records its loading. */
async function openPage() {
  const loaded = { reader: false };
  vi.resetModules();
  vi.doMock('#shared/guest-cart-reading.ts', async (importOriginal) => {
    loaded.reader = true;
    return importOriginal();
  });
  const guestCart = await import('./guest-cart.ts');
  return { guestCart, loaded };
}

afterEach(() => {
  vi.doUnmock('#shared/guest-cart-reading.ts');
  vi.resetModules();
});

test('a visitor with nothing stored adds, picks sizes and removes without the page loading the reader', async () => {
  const { guestCart, loaded } = await openPage();
  expect(guestCart.readGuestCart(PRICES)).toEqual([]);
  expect(guestCart.addToGuestCart(product, PRICES, new Date(1767225600000))).toBe('added');
  const [item] = guestCart.readGuestCart(PRICES);
  expect(guestCart.setGuestItemSizes(item?.id ?? '', [{ size: '100', quantity: 2 }], PRICES)).toBe(true);
  expect(guestCart.readGuestCart(PRICES)[0]?.selectedSizes).toEqual([
    { size: '100', quantity: 2, priceCents: PRICES['100'] },
  ]);
  // New prices reprice what this tab knows.
  const dearer = { '100': PRICES['100'] + 500, '50': PRICES['50'] + 200 };
  expect(guestCart.readGuestCart(dearer)[0]?.selectedSizes[0]?.priceCents).toBe(dearer['100']);
  expect(loaded.reader).toBe(false);
  // What was written is what the reader reads back.
  const { parseStoredGuestCart } = await import('#shared/guest-cart-reading.ts');
  expect(parseStoredGuestCart(JSON.parse(window.localStorage.getItem('guestCart') ?? ''), PRICES)).toEqual(
    guestCart.readGuestCart(PRICES),
  );
  expect(guestCart.removeGuestItems([item?.id ?? ''], PRICES)).toBe(true);
  expect(guestCart.readGuestCart(PRICES)).toEqual([]);
});

test('a cart stored before the page opened has its reader loaded at once, and is read checked', async () => {
  window.localStorage.setItem(
    'guestCart',
    JSON.stringify([storedGuestItem([{ size: '50', quantity: 1, price: 99 }])]),
  );
  const { guestCart, loaded } = await openPage();
  await vi.waitFor(() => expect(guestCart.readGuestCart(PRICES)).toHaveLength(1));
  expect(loaded.reader).toBe(true);
  expect(guestCart.readGuestCart(PRICES)).toEqual([
    expect.objectContaining({
      productId: 'p1',
      selectedSizes: [{ size: '50', quantity: 1, priceCents: PRICES['50'] }],
    }),
  ]);
});

test('a cart another tab wrote while the reader loads: the last known shows, a change is refused, then it is read', async () => {
  const { guestCart } = await openPage();
  const heard = vi.fn();
  const unsubscribe = guestCart.subscribeGuestCart(heard);
  try {
    window.localStorage.setItem(
      'guestCart',
      JSON.stringify([storedGuestItem([{ size: '100', quantity: 3 }])]),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'guestCart' }));
    expect(guestCart.readGuestCart(PRICES)).toEqual([]);
    // Writing now would drop the other tab's item: refused, and the stored cart is untouched.
    const stored = window.localStorage.getItem('guestCart');
    expect(guestCart.addToGuestCart({ ...product, id: 'p2' }, PRICES)).toBe('failed');
    expect(guestCart.removeGuestItems(['1767225600000-p1'], PRICES)).toBe(false);
    expect(window.localStorage.getItem('guestCart')).toBe(stored);
    await guestCart.loadGuestCartReader();
    expect(heard).toHaveBeenCalledTimes(2);
    expect(guestCart.readGuestCart(PRICES).map((item) => item.productId)).toEqual(['p1']);
    expect(guestCart.addToGuestCart({ ...product, id: 'p2' }, PRICES)).toBe('added');
    expect(guestCart.readGuestCart(PRICES).map((item) => item.productId)).toEqual(['p1', 'p2']);
  } finally {
    unsubscribe();
  }
});
