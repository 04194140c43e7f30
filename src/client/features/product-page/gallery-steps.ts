/**
 * Which photo of the product page's gallery shows (docs/decisions/186): from a key press, and from
 * where the swiped strip came to rest. Pure, so both directions of writing are tested without a browser.
 */

/** The photo an arrow key, Home or End moves to; null for any other key. Arrows follow the page's direction. */
export function photoAfterKey(current: number, key: string, count: number, isRtl: boolean): number | null {
  const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
  if (count === 0) return null;
  if (key === forward) return Math.min(current + 1, count - 1);
  if (key === backward) return Math.max(current - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The photo a strip of full-width slides shows at `scrollLeft`. A right-to-left strip scrolls to
 * negative values (the CSSOM's rule, which current browsers follow), so the distance is what counts.
 */
export function photoAtScroll(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count === 0) return 0;
  const index = Math.round(Math.abs(scrollLeft) / slideWidth);
  return Math.min(Math.max(index, 0), count - 1);
}

/** The scrollLeft that brings photo `index` into view. */
export function scrollForPhoto(index: number, slideWidth: number, isRtl: boolean): number {
  const distance = index * slideWidth;
  return isRtl && distance !== 0 ? -distance : distance;
}

/** The slide's anchor: a thumbnail links to it, so the gallery works before JavaScript arrives. */
export function photoSlideId(index: number): string {
  return `photo-${index + 1}`;
}
