import { useCallback, useSyncExternalStore } from 'react';
import {
  GUEST_USER_ID,
  type GuestCartItem,
  guestCartItemId,
  priceSizes,
  type SelectedSizeInput,
} from '#shared/cart.ts';
import { STORAGE_KEYS, type UnitPrices } from '#shared/constants.ts';
import { parseStoredGuestCart, toStoredGuestCart } from '#shared/guest-cart-storage.ts';
import { parseStoredJson, readStoredText } from './browser-storage.ts';
import { useUnitPrices } from './shop-settings.ts';

/** SPEC §4: adding to the guest cart announces both; the header listens to them. */
export const LOCAL_CART_UPDATED_EVENT = 'local-cart-updated';
export const CART_PRODUCT_ADDED_EVENT = 'cart-product-added';

const EMPTY: readonly GuestCartItem[] = Object.freeze([]);
let cached: { raw: string | null; prices: UnitPrices; items: readonly GuestCartItem[] } | null = null;

const NAME = 'The guest cart';

function readRaw(): string | null {
  return readStoredText(STORAGE_KEYS.guestCart, NAME);
}

function parse(raw: string | null, prices: UnitPrices): readonly GuestCartItem[] {
  return parseStoredJson(raw, (data) => parseStoredGuestCart(data, prices), NAME) ?? EMPTY;
}

const samePrices = (a: UnitPrices, b: UnitPrices) => a['100'] === b['100'] && a['50'] === b['50'];

/**
 * The guest cart from localStorage, validated with the shared schema. Unreadable or invalid data
 * counts as an empty cart (logged once per stored value). Its sizes carry the shop's `prices`
 * (the settings' now, never what was stored). The same stored text and prices give the same
 * array, as useSyncExternalStore needs.
 */
export function readGuestCart(prices: UnitPrices): readonly GuestCartItem[] {
  const raw = readRaw();
  if (cached?.raw !== raw || !samePrices(cached.prices, prices))
    cached = { raw, prices, items: parse(raw, prices) };
  return cached.items;
}

/** Saves the guest cart; false (and logged) when the browser refuses, e.g. storage is full. */
export function writeGuestCart(items: readonly GuestCartItem[], prices: UnitPrices): boolean {
  try {
    if (items.length === 0) window.localStorage.removeItem(STORAGE_KEYS.guestCart);
    else
      window.localStorage.setItem(STORAGE_KEYS.guestCart, JSON.stringify(toStoredGuestCart(items, prices)));
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

export function useGuestCart(): readonly GuestCartItem[] {
  const prices = useUnitPrices();
  const read = useCallback(() => readGuestCart(prices), [prices]);
  return useSyncExternalStore(subscribeGuestCart, read, serverSnapshot);
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
  const items = readGuestCart(prices);
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
  return writeGuestCart(
    readGuestCart(prices).map((item) =>
      item.id === id ? { ...item, selectedSizes: priceSizes(sizes, prices) } : item,
    ),
    prices,
  );
}

export function removeGuestItems(ids: readonly string[], prices: UnitPrices): boolean {
  return writeGuestCart(
    readGuestCart(prices).filter((item) => !ids.includes(item.id)),
    prices,
  );
}
