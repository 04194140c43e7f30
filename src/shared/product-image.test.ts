import { expect, test } from 'vitest';
import { IMAGE_VARIANT_WIDTHS, mediaUrl } from './image-variants.ts';
import { imageSrcSet, thumbnailUrl } from './product-image.ts';

const stored = mediaUrl('0b5e_rose oud.png');

test('a thumbnail asks for the smallest variant that stays sharp, never the original', () => {
  const smallest = IMAGE_VARIANT_WIDTHS[0];
  expect(thumbnailUrl(stored, 48)).toBe(`/media/0b5e_rose%20oud.png.${smallest}w.webp`);
  expect(thumbnailUrl(stored, 48)).not.toBe(stored);
});

test('a thumbnail wider than the largest variant gets the largest', () => {
  const largest = IMAGE_VARIANT_WIDTHS[IMAGE_VARIANT_WIDTHS.length - 1];
  expect(thumbnailUrl(stored, 5000)).toBe(`/media/0b5e_rose%20oud.png.${largest}w.webp`);
});

test('an image outside the media folder has no variants and is used as it is', () => {
  expect(thumbnailUrl('https://cdn.example.com/a.png', 48)).toBe('https://cdn.example.com/a.png');
  expect(thumbnailUrl('/placeholder.jpg', 48)).toBe('/placeholder.jpg');
  expect(imageSrcSet('/media/../secret', 'webp')).toBe('');
  expect(imageSrcSet('', 'avif')).toBe('');
});

test('the srcset lists every variant with its width, in the format asked for', () => {
  for (const format of ['webp', 'avif'] as const) {
    expect(imageSrcSet(stored, format)).toBe(
      IMAGE_VARIANT_WIDTHS.map((w) => `/media/0b5e_rose%20oud.png.${w}w.${format} ${w}w`).join(', '),
    );
  }
});
