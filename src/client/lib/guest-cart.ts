import { use, useCallback, useSyncExternalStore } from 'react';
import type { GuestCartItem, SelectedSizeInput } from '#shared/cart.ts';
import { GUEST_USER_ID, guestCartItemId, priceSizes } from '#shared/cart-rules.ts';
import { STORAGE_KEYS, type UnitPrices } from '#shared/constants.ts';
import { toStoredGuestCart } from '#shared/guest-cart-storage.ts';
import { parseStoredJson, readStoredText } from './browser-storage.ts';
import { syncStoredMark } from './stored-mark.ts';
import { useUnitPrices } from './use-unit-prices.ts';

/** SPEC §4: adding to the guest cart announces both; the header listens to them. */
export const LOCAL_CART_UPDATED_EVENT = 'local-cart-updated';
export const CART_PRODUCT_ADDED_EVENT = 'cart-product-added';

const EMPTY: readonly GuestCartItem[] = Object.freeze([]);
let cached: { raw: string | null; prices: UnitPrices; items: readonly GuestCartItem[] } | null = null;

const NAME = 'The guest cart';

function readRaw(): string | null {
  return readStoredText(STORAGE_KEYS.guestCart, NAME);
}

type Reader = typeof import('#shared/guest-cart-reading.ts');
let reader: Reader | null = null;
let readerLoading: Promise<Reader> | null = null;

/**
 * The stored cart's reader checks it with zod and the cart's schemas. It loads only in a browser
 * that has a cart stored: a first visit, and a visitor adding to an empty cart, never build them
 * (what this tab writes it already knows).
 */
export function loadGuestCartReader(): Promise<Reader> {
  readerLoading ??= import('#shared/guest-cart-reading.ts').then((loaded) => {
    reader = loaded;
    // Whatever showed the last cart this tab knew reads the stored one now.
    window.dispatchEvent(new Event(LOCAL_CART_UPDATED_EVENT));
    return loaded;
  });
  return readerLoading;
}

// A cart kept from an earlier visit: its reader loads at once (useGuestCart waits for it).
if (typeof window !== 'undefined' && readRaw() !== null) void loadGuestCartReader();

function parse(raw: string, prices: UnitPrices, read: Reader): readonly GuestCartItem[] {
  return parseStoredJson(raw, (data) => read.parseStoredGuestCart(data, prices), NAME) ?? EMPTY;
}

const samePrices = (a: UnitPrices, b: UnitPrices) => a['100'] === b['100'] && a['50'] === b['50'];

const priceItems = (items: readonly GuestCartItem[], prices: UnitPrices): readonly GuestCartItem[] =>
  items.map((item) => ({ ...item, selectedSizes: priceSizes(item.selectedSizes, prices) }));

/**
 * The guest cart from localStorage, or null when it holds a cart this tab has not read yet and the
 * reader is still loading (another tab wrote it a moment ago).
 */
function readKnownGuestCart(prices: UnitPrices): readonly GuestCartItem[] | null {
  const raw = readRaw();
  if (cached?.raw === raw) {
    if (!samePrices(cached.prices, prices)) cached = { raw, prices, items: priceItems(cached.items, prices) };
    return cached.items;
  }
  if (raw === null) {
    cached = { raw, prices, items: EMPTY };
    return EMPTY;
  }
  if (!reader) return null;
  cached = { raw, prices, items: parse(raw, prices, reader) };
  return cached.items;
}

/**
 * The guest cart from localStorage, validated with the shared schema. Unreadable or invalid data
 * counts as an empty cart (logged once per stored value). Its sizes carry the shop's `prices`
 * (the settings' now, never what was stored). The same stored text and prices give the same
 * array, as useSyncExternalStore needs. While another tab's cart is being read, the last one
 * this tab knew shows; subscribers hear again once it is read.
 */
export function readGuestCart(prices: UnitPrices): readonly GuestCartItem[] {
  const known = readKnownGuestCart(prices);
  if (known) return known;
  void loadGuestCartReader();
  return cached?.items ?? EMPTY;
}

/** Saves the guest cart; false (and logged) when the browser refuses, e.g. storage is full. */
export function writeGuestCart(items: readonly GuestCartItem[], prices: UnitPrices): boolean {
  try {
    const raw = items.length === 0 ? null : JSON.stringify(toStoredGuestCart(items, prices));
    if (raw === null) window.localStorage.removeItem(STORAGE_KEYS.guestCart);
    else window.localStorage.setItem(STORAGE_KEYS.guestCart, raw);
    cached = { raw, prices, items: items.length === 0 ? EMPTY : priceItems(items, prices) };
    syncStoredMark();
  } catch (error) {
    console.warn('The guest cart could not be saved.', error);
    return false;
  }
  window.dispatchEvent(new Event(LOCAL_CART_UPDATED_EVENT));
  return true;
}

export function subscribeGuestCart(onChange: () => void): () => void {
  // Other tabs write the same key: the storage event tells this one.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.guestCart || event.key === null) onChange();
  };
  window.addEventListener(LOCAL_CART_UPDATED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(LOCAL_CART_UPDATED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = () => EMPTY;

/**
 * The guest cart, for a component. While a stored cart this tab has not read yet waits for its
 * reader, the component suspends (its part shows its placeholder) instead of showing an empty cart
 * or offering changes that would be refused.
 */
export function useGuestCart(): readonly GuestCartItem[] {
  const prices = useUnitPrices();
  const read = useCallback(() => readGuestCart(prices), [prices]);
  const items = useSyncExternalStore(subscribeGuestCart, read, serverSnapshot);
  // Once the reader is asked for, every render waits on it, loaded or not: React renders a
  // suspended component again when the promise settles and needs the same use() then. Waiting
  // only while the reader was missing skipped it in that second render, which React answers
  // with an error and a render of the whole page again.
  if (typeof window !== 'undefined' && readerLoading) use(readerLoading);
  return items;
}

export interface ProductForCart {
  id: string;
  name: string;
  imageUrl: string;
  description: string;
  category: GuestCartItem['category'];
}

/** SPEC §4 Add to cart, guest: a product already there is not added again. */
export function addToGuestCart(
  product: ProductForCart,
  prices: UnitPrices,
  now: Date = new Date(),
  sizes: readonly SelectedSizeInput[] = [],
): 'added' | 'exists' | 'failed' {
  const items = readKnownGuestCart(prices);
  if (!items) return 'failed';
  if (items.some((item) => item.productId === product.id)) return 'exists';
  const item: GuestCartItem = {
    id: guestCartItemId(product.id, now.getTime()),
    userId: GUEST_USER_ID,
    productId: product.id,
    name: product.name,
    imageUrl: product.imageUrl,
    description: product.description,
    category: product.category,
    selectedSizes: priceSizes(sizes, prices),
    createdAt: now.toISOString(),
  };
  if (!writeGuestCart([...items, item], prices)) return 'failed';
  window.dispatchEvent(new CustomEvent(CART_PRODUCT_ADDED_EVENT, { detail: { productId: product.id } }));
  return 'added';
}

export function setGuestItemSizes(
  id: string,
  sizes: readonly SelectedSizeInput[],
  prices: UnitPrices,
): boolean {
  const items = readKnownGuestCart(prices);
  return (
    items !== null &&
    writeGuestCart(
      items.map((item) => (item.id === id ? { ...item, selectedSizes: priceSizes(sizes, prices) } : item)),
      prices,
    )
  );
}

export function removeGuestItems(ids: readonly string[], prices: UnitPrices): boolean {
  const items = readKnownGuestCart(prices);
  return (
    items !== null &&
    writeGuestCart(
      items.filter((item) => !ids.includes(item.id)),
      prices,
    )
  );
}
