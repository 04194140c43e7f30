import { expect, test } from 'vitest';
import { isReorderOf, movePhoto, PRODUCT_PHOTOS_MAX, photosLeft, withMainFirst } from './photo-order.ts';

test('an order is valid only when it names every photo once and nothing else', () => {
  expect(isReorderOf(['b', 'a', 'c'], ['a', 'b', 'c'])).toBe(true);
  expect(isReorderOf(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
  expect(isReorderOf(['a', 'a', 'b'], ['a', 'b', 'c'])).toBe(false);
  expect(isReorderOf(['a', 'b', 'x'], ['a', 'b', 'c'])).toBe(false);
  expect(isReorderOf(['a', 'b', 'c', 'd'], ['a', 'b', 'c'])).toBe(false);
  expect(isReorderOf([], [])).toBe(true);
});

test('a photo moves one place earlier or later and stays put at either end', () => {
  expect(movePhoto(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
  expect(movePhoto(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
  expect(movePhoto(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
  expect(movePhoto(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  expect(movePhoto(['a', 'b'], 'x', 1)).toEqual(['a', 'b']);
});

test('the chosen main photo goes first and the others keep their order', () => {
  expect(withMainFirst(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
  expect(withMainFirst(['a', 'b', 'c'], 'a')).toEqual(['a', 'b', 'c']);
  expect(withMainFirst(['a', 'b'], 'x')).toEqual(['a', 'b']);
});

test('photos left to add count down to zero and never below', () => {
  expect(photosLeft(1)).toBe(PRODUCT_PHOTOS_MAX - 1);
  expect(photosLeft(PRODUCT_PHOTOS_MAX)).toBe(0);
  expect(photosLeft(PRODUCT_PHOTOS_MAX + 2)).toBe(0);
});
