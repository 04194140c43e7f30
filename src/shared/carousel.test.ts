import { expect, test } from 'vitest';
import {
  CAROUSEL_STEP_PX,
  centreCardIndex,
  clampCarouselIndex,
  keyboardCarouselIndex,
  maxCarouselIndex,
  nextAutoIndex,
  shouldAutoAdvance,
  snapCarouselIndex,
} from './carousel.ts';

const COUNT = 20; // highest reachable index: 19 - 4 = 15

test('each step is 310 px and the last reachable index is the last card minus four', () => {
  expect(CAROUSEL_STEP_PX).toBe(310);
  expect(maxCarouselIndex(COUNT)).toBe(15);
  expect(maxCarouselIndex(3)).toBe(0);
  expect(maxCarouselIndex(0)).toBe(0);
});

test('a release snaps to the nearest card from the drag distance alone', () => {
  const snap = (dragPx: number) =>
    snapCarouselIndex({ startIndex: 5, dragPx, velocityPxPerSecond: 0, count: COUNT });
  expect(snap(-310)).toBe(6);
  expect(snap(-154)).toBe(5);
  expect(snap(-156)).toBe(6);
  expect(snap(-620)).toBe(7);
  expect(snap(320)).toBe(4);
  expect(snap(0)).toBe(5);
});

test('one fifth of the release velocity adds to the distance', () => {
  // 100 px dragged is not enough on its own, but a flick at -500 px/s adds -100 px: 200 px rounds to one card.
  expect(snapCarouselIndex({ startIndex: 5, dragPx: -100, velocityPxPerSecond: 0, count: COUNT })).toBe(5);
  expect(snapCarouselIndex({ startIndex: 5, dragPx: -100, velocityPxPerSecond: -500, count: COUNT })).toBe(6);
  // A fast flick carries further than the drag.
  expect(snapCarouselIndex({ startIndex: 5, dragPx: -50, velocityPxPerSecond: -3000, count: COUNT })).toBe(7);
  // Velocity against the drag pulls it back.
  expect(snapCarouselIndex({ startIndex: 5, dragPx: -300, velocityPxPerSecond: 1000, count: COUNT })).toBe(5);
});

test('a release never goes before the first card', () => {
  expect(snapCarouselIndex({ startIndex: 1, dragPx: 2000, velocityPxPerSecond: 5000, count: COUNT })).toBe(0);
  expect(snapCarouselIndex({ startIndex: 0, dragPx: 140, velocityPxPerSecond: 0, count: COUNT })).toBe(0);
});

test('a release never goes past the last card minus four', () => {
  expect(snapCarouselIndex({ startIndex: 14, dragPx: -5000, velocityPxPerSecond: -9000, count: COUNT })).toBe(
    15,
  );
  expect(snapCarouselIndex({ startIndex: 0, dragPx: -310, velocityPxPerSecond: 0, count: 4 })).toBe(0);
});

test('clampCarouselIndex keeps any index inside both ends', () => {
  expect(clampCarouselIndex(-3, COUNT)).toBe(0);
  expect(clampCarouselIndex(99, COUNT)).toBe(15);
  expect(clampCarouselIndex(7, COUNT)).toBe(7);
});

test('it advances by itself only while at least half visible and not dragged', () => {
  expect(shouldAutoAdvance({ visibleRatio: 1, isDragging: false })).toBe(true);
  expect(shouldAutoAdvance({ visibleRatio: 0.5, isDragging: false })).toBe(true);
  expect(shouldAutoAdvance({ visibleRatio: 0.49, isDragging: false })).toBe(false);
  expect(shouldAutoAdvance({ visibleRatio: 1, isDragging: true })).toBe(false);
  expect(shouldAutoAdvance({ visibleRatio: 1, isDragging: false, isPaused: true })).toBe(false);
});

test('each tick moves one brand on, and after the last reachable position it starts over', () => {
  expect(nextAutoIndex(0, COUNT)).toBe(1);
  expect(nextAutoIndex(14, COUNT)).toBe(15);
  expect(nextAutoIndex(15, COUNT)).toBe(0);
  expect(nextAutoIndex(0, 3)).toBe(0);
});

test('the card after the current index is the centre', () => {
  expect(centreCardIndex(0, COUNT)).toBe(1);
  expect(centreCardIndex(15, COUNT)).toBe(16);
  expect(centreCardIndex(0, 1)).toBe(0);
});

test('arrow keys move one card within both ends, mirrored right to left', () => {
  expect(keyboardCarouselIndex('ArrowRight', 3, COUNT)).toBe(4);
  expect(keyboardCarouselIndex('ArrowLeft', 3, COUNT)).toBe(2);
  expect(keyboardCarouselIndex('ArrowLeft', 0, COUNT)).toBe(0);
  expect(keyboardCarouselIndex('ArrowRight', 15, COUNT)).toBe(15);
  expect(keyboardCarouselIndex('ArrowLeft', 3, COUNT, true)).toBe(4);
  expect(keyboardCarouselIndex('End', 3, COUNT)).toBe(15);
  expect(keyboardCarouselIndex('Home', 3, COUNT)).toBe(0);
  expect(keyboardCarouselIndex('a', 3, COUNT)).toBeNull();
});
