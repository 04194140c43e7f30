import { expect, test } from 'vitest';
import { photoAfterKey, photoAtScroll, photoSlideId, scrollForPhoto } from './gallery-steps.ts';

test('arrow keys move to the next and previous photo, and stop at either end', () => {
  expect(photoAfterKey(0, 'ArrowRight', 3, false)).toBe(1);
  expect(photoAfterKey(2, 'ArrowRight', 3, false)).toBe(2);
  expect(photoAfterKey(1, 'ArrowLeft', 3, false)).toBe(0);
  expect(photoAfterKey(0, 'ArrowLeft', 3, false)).toBe(0);
  expect(photoAfterKey(1, 'Home', 3, false)).toBe(0);
  expect(photoAfterKey(0, 'End', 3, false)).toBe(2);
  expect(photoAfterKey(0, 'Enter', 3, false)).toBeNull();
  expect(photoAfterKey(0, 'ArrowRight', 0, false)).toBeNull();
});

test('on a right-to-left page the left arrow goes forward, as the photos run', () => {
  expect(photoAfterKey(0, 'ArrowLeft', 3, true)).toBe(1);
  expect(photoAfterKey(1, 'ArrowRight', 3, true)).toBe(0);
  expect(photoAfterKey(0, 'ArrowRight', 3, true)).toBe(0);
});

test('the photo at rest is the nearest whole slide, on either direction of writing', () => {
  expect(photoAtScroll(0, 360, 3)).toBe(0);
  expect(photoAtScroll(350, 360, 3)).toBe(1);
  expect(photoAtScroll(-720, 360, 3)).toBe(2);
  expect(photoAtScroll(-170, 360, 3)).toBe(0);
  expect(photoAtScroll(5000, 360, 3)).toBe(2);
  expect(photoAtScroll(100, 0, 3)).toBe(0);
});

test('scrolling to a photo goes right on left-to-right pages and left on right-to-left ones', () => {
  expect(scrollForPhoto(2, 360, false)).toBe(720);
  expect(scrollForPhoto(2, 360, true)).toBe(-720);
  expect(scrollForPhoto(0, 360, true)).toBe(0);
  expect(photoSlideId(0)).toBe('photo-1');
});
