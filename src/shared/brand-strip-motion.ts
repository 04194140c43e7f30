/**
 * The home page's brand strip moving on its own (SPEC §2: one brand every 2 s while at least half
 * visible) before the page's scripts have run. It is on the first screen of a phone and of most
 * computers, and a guest who only looks does not start the scripts (docs/decisions/222, 228).
 * `stepBrandStrip` is plain DOM code that the page's starter carries as written: self-contained,
 * nothing from this module or its imports inside it (its rules come as an argument). React's carousel (BrandCarousel.tsx) renders the same classes
 * and takes over from the index it reached.
 */

import {
  CAROUSEL_CARD_PX,
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_STEP_PX,
  CAROUSEL_TAIL,
  CAROUSEL_VISIBLE_RATIO,
} from './carousel.ts';

/** The centre card's look, and the others' (the card after the current index is the centre). */
export const STRIP_CENTRE_CLASSES = ['scale-105', 'border-gold', 'shadow-lg', 'shadow-gold/10'];
export const STRIP_SIDE_CLASSES = ['border-night-line', 'opacity-70'];
/** The list's glide from one position to the next, while it is not being dragged. */
export const STRIP_GLIDE_CLASSES = ['transition-transform', 'duration-500', 'ease-out'];

export interface BrandStripRules {
  stepPx: number;
  cardPx: number;
  intervalMs: number;
  visibleRatio: number;
  /** The highest index is the last card's minus this many. */
  tail: number;
  centre: string[];
  side: string[];
  glide: string[];
}

/** The strip's rules as the carousel keeps them (SPEC §2), handed to `stepBrandStrip` by the starter. */
export const BRAND_STRIP_RULES: BrandStripRules = {
  stepPx: CAROUSEL_STEP_PX,
  cardPx: CAROUSEL_CARD_PX,
  intervalMs: CAROUSEL_INTERVAL_MS,
  visibleRatio: CAROUSEL_VISIBLE_RATIO,
  tail: CAROUSEL_TAIL,
  centre: STRIP_CENTRE_CLASSES,
  side: STRIP_SIDE_CLASSES,
  glide: STRIP_GLIDE_CLASSES,
};

/**
 * Steps the strip in `strip` (its `ul` of cards, its index in `data-index`) one card every
 * `intervalMs` while at least `visibleRatio` of it is on screen, until `isDone()` (the page's
 * scripts are starting). It is centred, as the carousel centres it, when first seen; nothing moves
 * with reduced motion.
 */
export function stepBrandStrip(strip: Element | null, rules: BrandStripRules, isDone: () => boolean): void {
  if (!(strip instanceof HTMLElement) || typeof IntersectionObserver === 'undefined') return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  const list = strip.querySelector('ul');
  const cards = list ? Array.from(list.children) : [];
  if (!list || cards.length === 0) return;
  const last = Math.max(0, cards.length - 1 - rules.tail);
  let index = Math.min(Math.max(0, Number(strip.getAttribute('data-index')) || 0), last);
  let ratio = 0;
  let isPlaced = false;
  const place = () => {
    const direction = getComputedStyle(strip).direction === 'rtl' ? -1 : 1;
    const centring = strip.clientWidth / 2 - (rules.stepPx + rules.cardPx / 2);
    list.style.transform = `translateX(${direction * (centring - index * rules.stepPx)}px)`;
    const centre = Math.min(index + 1, cards.length - 1);
    cards.forEach((card, position) => {
      const isCentre = position === centre;
      card.classList.remove(...(isCentre ? rules.side : rules.centre));
      card.classList.add(...(isCentre ? rules.centre : rules.side));
      if (isCentre) card.setAttribute('aria-current', 'true');
      else card.removeAttribute('aria-current');
    });
    strip.setAttribute('data-index', String(index));
  };
  const observer = new IntersectionObserver(
    ([entry]) => {
      ratio = entry ? entry.intersectionRatio : 0;
      if (isPlaced || isDone()) return;
      // Centred where it stands once the page is laid out; it glides from then on.
      isPlaced = true;
      place();
      requestAnimationFrame(() => list.classList.add(...rules.glide));
    },
    { threshold: [0, 0.25, 0.5, 0.75, 1] },
  );
  observer.observe(strip);
  const timer = window.setInterval(() => {
    if (isDone()) {
      clearInterval(timer);
      observer.disconnect();
      return;
    }
    if (ratio < rules.visibleRatio) return;
    index = index >= last ? 0 : index + 1;
    place();
  }, rules.intervalMs);
}

/** The index the strip reached before the page's scripts ran (0 when it has not moved, or elsewhere). */
export function brandStripIndexOnPage(): number {
  if (typeof document === 'undefined') return 0;
  return Number(document.querySelector('[data-brand-strip]')?.getAttribute('data-index')) || 0;
}
