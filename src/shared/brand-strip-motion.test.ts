// @vitest-environment jsdom
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  brandStripIndexOnPage,
  BRAND_STRIP_RULES as RULES,
  STRIP_CENTRE_CLASSES,
  STRIP_GLIDE_CLASSES,
  STRIP_SIDE_CLASSES,
  stepBrandStrip,
} from './brand-strip-motion.ts';
import { CAROUSEL_CARD_PX, CAROUSEL_INTERVAL_MS, CAROUSEL_STEP_PX } from './carousel.ts';

/** The observer the strip makes, told by the test how much of the strip is on screen. */
let seen: (ratio: number) => void = () => undefined;
let watching = false;
class TestObserver {
  constructor(callback: IntersectionObserverCallback) {
    watching = true;
    seen = (ratio) => callback([{ intersectionRatio: ratio } as IntersectionObserverEntry], this as never);
  }
  observe() {}
  disconnect() {
    watching = false;
  }
}

/** The strip as the server writes it: eight brands, the first position, the second card the centre. */
function serverStrip(direction = 'ltr'): HTMLElement {
  document.body.innerHTML = `<section data-brand-strip="" data-index="0" style="direction: ${direction}"><ul class="flex">${Array.from(
    { length: 8 },
    (_, i) =>
      `<li class="me-5 ${(i === 1 ? STRIP_CENTRE_CLASSES : STRIP_SIDE_CLASSES).join(' ')}"${i === 1 ? ' aria-current="true"' : ''}>Brand ${i}</li>`,
  ).join('')}</ul></section>`;
  const strip = document.querySelector<HTMLElement>('[data-brand-strip]');
  if (!strip) throw new Error('no strip');
  return strip;
}

const centreOf = (strip: HTMLElement) =>
  [...strip.querySelectorAll('li')].flatMap((card, i) =>
    STRIP_CENTRE_CLASSES.every((name) => card.classList.contains(name)) &&
    !STRIP_SIDE_CLASSES.some((name) => card.classList.contains(name)) &&
    card.getAttribute('aria-current') === 'true'
      ? [i]
      : [],
  );
const transformOf = (strip: HTMLElement) => strip.querySelector('ul')?.style.transform;
// jsdom lays nothing out: the strip is 0 px wide, so centring puts it at -(step + card / 2).
const at = (index: number, direction = 1) =>
  `translateX(${direction * (0 - (CAROUSEL_STEP_PX + CAROUSEL_CARD_PX / 2) - index * CAROUSEL_STEP_PX)}px)`;

let isReduced = false;
beforeEach(() => {
  isReduced = false;
  watching = false;
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', TestObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: isReduced && query.includes('reduce') }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

test('seen, the strip is centred, then steps one brand every 2 s while at least half of it shows', () => {
  const strip = serverStrip();
  stepBrandStrip(strip, RULES, () => false);
  seen(1);
  expect(transformOf(strip)).toBe(at(0));
  expect(centreOf(strip)).toEqual([1]);
  vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
  expect([strip.dataset.index, transformOf(strip), centreOf(strip)]).toEqual(['1', at(1), [2]]);
  vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
  expect(centreOf(strip)).toEqual([3]);
  // Less than half on screen: it waits.
  seen(0.25);
  vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
  expect(strip.dataset.index).toBe('2');
  seen(0.5);
  vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
  expect(strip.dataset.index).toBe('3');
  // The last position is the last card minus four (8 brands: 3); then it starts over.
  vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
  expect([strip.dataset.index, transformOf(strip), centreOf(strip)]).toEqual(['0', at(0), [1]]);
  // It glides from the frame after it was centred.
  vi.advanceTimersToNextFrame();
  expect(STRIP_GLIDE_CLASSES.every((name) => strip.querySelector('ul')?.classList.contains(name))).toBe(true);
});

test('it stops once the scripts start, and the app reads the index it reached', () => {
  const strip = serverStrip();
  let isDone = false;
  stepBrandStrip(strip, RULES, () => isDone);
  seen(1);
  vi.advanceTimersByTime(2 * CAROUSEL_INTERVAL_MS);
  expect(brandStripIndexOnPage()).toBe(2);
  isDone = true;
  vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
  expect(watching).toBe(false);
  vi.advanceTimersByTime(5 * CAROUSEL_INTERVAL_MS);
  expect([brandStripIndexOnPage(), centreOf(strip)]).toEqual([2, [3]]);
});

test('right to left it moves the other way', () => {
  const strip = serverStrip('rtl');
  stepBrandStrip(strip, RULES, () => false);
  seen(1);
  vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
  expect(transformOf(strip)).toBe(at(1, -1));
});

test('with reduced motion, or on a page without the strip, nothing moves', () => {
  isReduced = true;
  const strip = serverStrip();
  stepBrandStrip(strip, RULES, () => false);
  expect(watching).toBe(false);
  vi.advanceTimersByTime(5 * CAROUSEL_INTERVAL_MS);
  expect([strip.dataset.index, transformOf(strip), centreOf(strip)]).toEqual(['0', '', [1]]);
  document.body.innerHTML = '';
  expect(() =>
    stepBrandStrip(document.querySelector('[data-brand-strip]'), RULES, () => false),
  ).not.toThrow();
  expect(brandStripIndexOnPage()).toBe(0);
});
