/**
 * A perfume's photos in order (docs/decisions/185): the first is the main one, the picture every
 * card, link preview and structured data already shows; the others are extra views (the box, the
 * cap) with the same stored variants. Pure: the owner's form and the server use the same rules.
 */
export const PRODUCT_PHOTOS_MAX = 6;

/** True when `order` names each of `current` exactly once and nothing else. */
export function isReorderOf(order: readonly string[], current: readonly string[]): boolean {
  if (order.length !== current.length) return false;
  const remaining = new Set(current);
  for (const id of order) {
    if (!remaining.delete(id)) return false;
  }
  return remaining.size === 0;
}

/** The order with `id` moved one place earlier (-1) or later (+1); unchanged at either end. */
export function movePhoto(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from === -1 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  next[from] = next[to] as string;
  next[to] = id;
  return next;
}

/** The order with `id` first (the main photo), the others keeping their places after it. */
export function withMainFirst(ids: readonly string[], id: string): string[] {
  if (!ids.includes(id)) return [...ids];
  return [id, ...ids.filter((other) => other !== id)];
}

/** How many more photos a perfume with `count` of them takes. */
export function photosLeft(count: number): number {
  return Math.max(0, PRODUCT_PHOTOS_MAX - count);
}
