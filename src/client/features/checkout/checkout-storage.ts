import { syncStoredMark } from '#client/lib/stored-mark.ts';
/**
 * What the checkout keeps in this browser: a guest's optional details for next time
 * (`customerDetails`), and the idempotency key of the checkout being sent (`checkoutKey`), shared by
 * every tab so that two tabs sending the same orders make one placed order.
 */
export interface DetailsText {
  name: string;
  phone: string;
  address: string;
}

export const EMPTY_DETAILS: DetailsText = { name: '', phone: '', address: '' };
const DETAILS_KEY = 'customerDetails';
const CHECKOUT_KEY = 'checkoutKey';

function readJson(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch (error) {
    console.warn(`${key} is unreadable; ignoring it.`, error);
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    syncStoredMark();
  } catch (error) {
    console.warn(`${key} could not be saved.`, error);
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function readGuestDetails(): DetailsText {
  const stored = readJson(DETAILS_KEY);
  if (typeof stored !== 'object' || stored === null) return EMPTY_DETAILS;
  const d = stored as Record<string, unknown>;
  return { name: text(d.name), phone: text(d.phone), address: text(d.address) };
}

export function saveGuestDetails(details: DetailsText): void {
  writeJson(DETAILS_KEY, details);
}

/** The same pending orders get the same key in every tab; other orders get a new one. */
export function checkoutKeyFor(orderIds: readonly string[]): string {
  const ids = [...orderIds].sort().join(',');
  const stored = readJson(CHECKOUT_KEY);
  if (typeof stored === 'object' && stored !== null) {
    const s = stored as Record<string, unknown>;
    if (s.ids === ids && typeof s.key === 'string') return s.key;
  }
  const key = crypto.randomUUID();
  writeJson(CHECKOUT_KEY, { ids, key });
  return key;
}

/** After a conflict on the key (another browser used it first): the next send starts a new one. */
export function forgetCheckoutKey(): void {
  try {
    window.localStorage.removeItem(CHECKOUT_KEY);
    syncStoredMark();
  } catch (error) {
    console.warn(`${CHECKOUT_KEY} could not be removed.`, error);
  }
}
