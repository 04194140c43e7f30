import { useSyncExternalStore } from 'react';
import { RECENT_ORDERS_KEPT } from '#shared/constants.ts';
import { syncStoredMark } from './stored-mark.ts';

/**
 * The orders this browser sent, newest first, at most 10 (localStorage `recentOrders`): enough to
 * list them under "Your orders", open their tracking pages and order the same again. No personal data.
 */
export interface RecentOrder {
  reference: string;
  trackingToken: string;
  createdAt: string;
  totalCents: number;
  /** The discount code the order was placed with (docs/decisions/191); absent on orders kept before. */
  discount?: { code: string; amountCents: number } | null;
  items: { productId: string; name: string; size100mlQuantity: number; size50mlQuantity: number }[];
}

const KEY = 'recentOrders';
const CHANGED_EVENT = 'recent-orders-changed';
const EMPTY: readonly RecentOrder[] = Object.freeze([]);
let cached: { raw: string | null; orders: readonly RecentOrder[] } = { raw: null, orders: EMPTY };

// A guard rather than a zod schema: the header reads this on every page, zod stays off the first load.
function isRecentOrder(value: unknown): value is RecentOrder {
  if (typeof value !== 'object' || value === null) return false;
  const o = value as Record<string, unknown>;
  return (
    typeof o.reference === 'string' &&
    typeof o.trackingToken === 'string' &&
    typeof o.createdAt === 'string' &&
    typeof o.totalCents === 'number' &&
    (o.discount === undefined || o.discount === null || isDiscount(o.discount)) &&
    Array.isArray(o.items) &&
    o.items.every((i: unknown) => {
      if (typeof i !== 'object' || i === null) return false;
      const item = i as Record<string, unknown>;
      return (
        typeof item.productId === 'string' &&
        typeof item.name === 'string' &&
        Number.isInteger(item.size100mlQuantity) &&
        Number.isInteger(item.size50mlQuantity)
      );
    })
  );
}

function isDiscount(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const d = value as Record<string, unknown>;
  return typeof d.code === 'string' && Number.isInteger(d.amountCents);
}

export function readRecentOrders(): readonly RecentOrder[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  if (raw === cached.raw) return cached.orders;
  let orders: readonly RecentOrder[] = EMPTY;
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    if (Array.isArray(parsed)) orders = parsed.filter(isRecentOrder);
    else console.warn('Recent orders are unreadable; treating them as none.');
  } catch (error) {
    console.warn('Recent orders are not valid JSON; treating them as none.', error);
  }
  cached = { raw, orders };
  return orders;
}

/** Keeps this order first; the same reference is never listed twice; only the last 10 stay. */
export function rememberRecentOrder(order: RecentOrder): void {
  const next = [order, ...readRecentOrders().filter((o) => o.reference !== order.reference)].slice(
    0,
    RECENT_ORDERS_KEPT,
  );
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
    syncStoredMark();
  } catch (error) {
    console.warn('Recent orders could not be saved.', error);
  }
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useRecentOrders(): readonly RecentOrder[] {
  return useSyncExternalStore(subscribe, readRecentOrders, () => EMPTY);
}
