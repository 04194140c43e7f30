/**
 * What the browser stores for a visitor (the guest cart, guest orders, recent orders): read
 * defensively, since another tab, an older release or the visitor may have left anything there.
 * Unreadable or invalid data counts as absent and is logged, never a crash.
 */

/** The stored text under `key`; null when there is none or the browser refuses. */
export function readStoredText(key: string, name: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn(`${name}: not readable; treating it as empty.`, error);
    return null;
  }
}

/** The stored text as JSON, checked by `parse` (null when the shape is wrong). */
export function parseStoredJson<T>(
  raw: string | null,
  parse: (value: unknown) => T | null,
  name: string,
): T | null {
  if (raw === null) return null;
  try {
    const value = parse(JSON.parse(raw));
    if (value !== null) return value;
    console.warn(`${name}: invalid; treating it as empty.`);
  } catch (error) {
    console.warn(`${name}: not valid JSON; treating it as empty.`, error);
  }
  return null;
}
