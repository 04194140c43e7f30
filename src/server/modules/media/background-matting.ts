import type { Rgb } from './backdrop-model.ts';

/** How many pixels inwards from the background the outline's opacity is worked out. */
const BAND = 3;
/** Where the object and the background beside it differ less than this, colour cannot tell them apart. */
const SEPARABLE = 8;
/** Opacities this close to 0 or 1 are noise: snapped, so the backdrop ends fully transparent. */
const SNAP = 0.08;

/**
 * Opacity for every pixel once background and object are known: 0 and 255 inside them, and along
 * the outline a mix estimated from the colours on both sides. A band pixel's colour is taken as a
 * blend of the object colour just inside (the mean of sure object pixels nearby) and the background
 * just outside (the mean of background pixels nearby, shadow included, else the modelled backdrop):
 * its opacity is where it falls between the two. Where both sides have nearly the same colour (a
 * white cap on white) the pixel stays with the object.
 */
export function outlineAlpha(
  pixels: Uint8Array,
  isBackground: Uint8Array,
  backdropAt: (i: number) => Rgb,
  width: number,
  height: number,
): Uint8Array {
  const count = width * height;
  const depth = new Uint8Array(count).fill(255);
  let frontier: number[] = [];
  for (let i = 0; i < count; i += 1) if (isBackground[i]) depth[i] = 0;
  for (let i = 0; i < count; i += 1) {
    if (!isBackground[i]) continue;
    const x = i % width;
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j >= 0 && j < count && depth[j] === 255) {
        depth[j] = 1;
        frontier.push(j);
      }
    }
  }
  for (let level = 2; level <= BAND; level += 1) {
    const next: number[] = [];
    for (const i of frontier) {
      const x = i % width;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j >= 0 && j < count && depth[j] === 255) {
          depth[j] = level;
          next.push(j);
        }
      }
    }
    frontier = next;
  }

  const alpha = new Uint8Array(count);
  const colour = (i: number): Rgb => [pixels[i * 4] ?? 0, pixels[i * 4 + 1] ?? 0, pixels[i * 4 + 2] ?? 0];
  /** Mean colour of the pixels within `radius` of (x, y) that `include` accepts, or null. */
  const meanAround = (x: number, y: number, radius: number, include: (j: number) => boolean): Rgb | null => {
    let n = 0;
    const sum: Rgb = [0, 0, 0];
    for (let yy = Math.max(0, y - radius); yy <= Math.min(height - 1, y + radius); yy += 1) {
      for (let xx = Math.max(0, x - radius); xx <= Math.min(width - 1, x + radius); xx += 1) {
        const j = yy * width + xx;
        if (!include(j)) continue;
        n += 1;
        sum[0] += pixels[j * 4] ?? 0;
        sum[1] += pixels[j * 4 + 1] ?? 0;
        sum[2] += pixels[j * 4 + 2] ?? 0;
      }
    }
    return n === 0 ? null : [sum[0] / n, sum[1] / n, sum[2] / n];
  };
  const isSure = (j: number) => depth[j] === 255;
  const isOutside = (j: number) => depth[j] === 0;

  for (let i = 0; i < count; i += 1) {
    const d = depth[i] ?? 0;
    if (d === 0) continue;
    if (d === 255) {
      alpha[i] = 255;
      continue;
    }
    const x = i % width;
    const y = (i - x) / width;
    const inside = meanAround(x, y, BAND + 1, isSure) ?? meanAround(x, y, 2 * BAND + 2, isSure);
    const outside = meanAround(x, y, BAND + 1, isOutside) ?? backdropAt(i);
    if (!inside) {
      // A part thinner than the band (a thread, a thin neck): keep it.
      alpha[i] = 255;
      continue;
    }
    const span: Rgb = [inside[0] - outside[0], inside[1] - outside[1], inside[2] - outside[2]];
    const spanSquared = span[0] ** 2 + span[1] ** 2 + span[2] ** 2;
    if (spanSquared < SEPARABLE ** 2) {
      alpha[i] = 255;
      continue;
    }
    const p = colour(i);
    const share =
      ((p[0] - outside[0]) * span[0] + (p[1] - outside[1]) * span[1] + (p[2] - outside[2]) * span[2]) /
      spanSquared;
    const snapped = share < SNAP ? 0 : share > 1 - SNAP ? 1 : share;
    alpha[i] = Math.round(255 * snapped);
  }
  return alpha;
}
