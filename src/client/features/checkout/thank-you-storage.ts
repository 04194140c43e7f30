import { syncStoredMark } from '#client/lib/stored-mark.ts';
/**
 * The thank-you of the order this tab just placed, kept for the tab (sessionStorage): on a phone
 * WhatsApp opens in the same tab, and a customer coming back to /checkout finds the reference and
 * the tracking link again instead of "No orders found." It lasts until dismissed or for an hour.
 */
export interface PlacedThankYou {
  reference: string;
  trackingToken: string;
}

const KEY = 'placedOrderThankYou';
const KEPT_MS = 60 * 60 * 1000;

export function keepThankYou(placed: PlacedThankYou, now = Date.now()): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ ...placed, placedAt: now }));
    syncStoredMark();
  } catch (error) {
    console.warn('The thank-you could not be kept for this tab.', error);
  }
}

export function readThankYou(now = Date.now()): PlacedThankYou | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (raw === null) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { reference, trackingToken, placedAt } = value as Record<string, unknown>;
    if (typeof reference !== 'string' || typeof trackingToken !== 'string' || typeof placedAt !== 'number')
      return null;
    return now - placedAt < KEPT_MS ? { reference, trackingToken } : null;
  } catch (error) {
    console.warn('The kept thank-you is unreadable; ignoring it.', error);
    return null;
  }
}

export function forgetThankYou(): void {
  try {
    window.sessionStorage.removeItem(KEY);
    syncStoredMark();
  } catch {
    // Nothing kept, nothing to forget.
  }
}
