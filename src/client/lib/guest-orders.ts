import { GUEST_USER_ID } from '#shared/cart-rules.ts';
import { STORAGE_KEYS, type UnitPrices } from '#shared/constants.ts';
import { parseStoredGuestOrders, toStoredGuestOrders } from '#shared/guest-orders-storage.ts';
import type { GuestOrder, OrderItem } from '#shared/pending-orders.ts';
import { parseStoredJson, readStoredText } from './browser-storage.ts';
import { syncStoredMark } from './stored-mark.ts';

const NAME = 'Guest orders';

/**
 * A guest's orders live in this browser under `guestOrders` (SPEC §7), validated when read: data
 * that cannot be read counts as no orders and is logged, never a crash. Their lines carry the
 * shop's `prices` (the settings' now), whatever was stored.
 */
export function readGuestOrders(prices: UnitPrices): GuestOrder[] {
  const raw = readStoredText(STORAGE_KEYS.guestOrders, NAME);
  return parseStoredJson(raw, (data) => parseStoredGuestOrders(data, prices), NAME) ?? [];
}

function writeGuestOrders(orders: readonly GuestOrder[], prices: UnitPrices): void {
  window.localStorage.setItem(STORAGE_KEYS.guestOrders, JSON.stringify(toStoredGuestOrders(orders, prices)));
  syncStoredMark();
}

/** Only the latest guest order is shown at checkout (SPEC §4). */
export function latestGuestOrder(prices: UnitPrices): GuestOrder | null {
  const orders = readGuestOrders(prices);
  return orders.reduce<GuestOrder | null>(
    (latest, order) => (latest === null || order.createdAt >= latest.createdAt ? order : latest),
    null,
  );
}

export function createGuestOrder(
  items: readonly OrderItem[],
  prices: UnitPrices,
  now: Date = new Date(),
): GuestOrder {
  const order: GuestOrder = {
    id: `guest_${now.getTime()}`,
    userId: GUEST_USER_ID,
    createdAt: now.toISOString(),
    status: 'pending',
    items: [...items],
    location: null,
  };
  writeGuestOrders([...readGuestOrders(prices).filter((o) => o.id !== order.id), order], prices);
  return order;
}

export function updateGuestOrderItems(id: string, items: readonly OrderItem[], prices: UnitPrices): void {
  writeGuestOrders(
    readGuestOrders(prices).map((o) => (o.id === id ? { ...o, items: [...items] } : o)),
    prices,
  );
}

export function deleteGuestOrder(id: string, prices: UnitPrices): void {
  writeGuestOrders(
    readGuestOrders(prices).filter((o) => o.id !== id),
    prices,
  );
}
