import { percentile, type Rgb } from './backdrop-model.ts';

/** A sharp edge changes this many times faster at a fine scale than at a coarse one; a soft shadow about once. */
const SHARPNESS = 2.2;
/** The weakest colour edge (Sobel, summed over channels) that can seal an object's outline. */
const EDGE_MIN = 14;
/** Edge pixels are grown by this many pixels, so that short breaks in an outline stay closed. */
const GAP_RADIUS = 3;

/** Sobel gradient magnitude over the three colour channels of RGBA pixels. */
function gradient(data: Uint8Array, width: number, height: number): Float32Array {
  const result = new Float32Array(width * height);
  const at = (x: number, y: number, c: number) => data[(y * width + x) * 4 + c] ?? 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      let sum = 0;
      for (let c = 0; c < 3; c += 1) {
        const gx =
          at(x + 1, y - 1, c) +
          2 * at(x + 1, y, c) +
          at(x + 1, y + 1, c) -
          at(x - 1, y - 1, c) -
          2 * at(x - 1, y, c) -
          at(x - 1, y + 1, c);
        const gy =
          at(x - 1, y + 1, c) +
          2 * at(x, y + 1, c) +
          at(x + 1, y + 1, c) -
          at(x - 1, y - 1, c) -
          2 * at(x, y - 1, c) -
          at(x + 1, y - 1, c);
        sum += gx * gx + gy * gy;
      }
      result[y * width + x] = Math.sqrt(sum);
    }
  }
  return result;
}

/**
 * The object's outline as a barrier the background may not cross: pixels on a colour edge that is
 * both clear of the backdrop's own noise and sharp, meaning much steeper on the lightly blurred copy
 * (`fine`) than on the strongly blurred one (`coarse`). A drop shadow's soft ramp is as steep on
 * both, so it is no barrier and the background can spread over it. The barrier is grown a little
 * to close small breaks, such as where a white cap's shading meets the backdrop's exact shade.
 */
export function sharpEdgeBarrier(
  fine: Uint8Array,
  coarse: Uint8Array,
  width: number,
  height: number,
  border: number[],
): Uint8Array {
  const fineGradient = gradient(fine, width, height);
  const coarseGradient = gradient(coarse, width, height);
  // The backdrop's own noise, measured just inside the border (Sobel has no value on the border itself).
  const inset = (i: number) => {
    const x = Math.min(width - 3, Math.max(2, i % width));
    const y = Math.min(height - 3, Math.max(2, Math.floor(i / width)));
    return y * width + x;
  };
  const noise = percentile(
    border.map((i) => fineGradient[inset(i)] ?? 0),
    0.95,
  );
  const threshold = Math.max(EDGE_MIN, 3 * noise);
  const edge = new Uint8Array(width * height);
  for (let i = 0; i < edge.length; i += 1) {
    const g = fineGradient[i] ?? 0;
    if (g >= threshold && g >= SHARPNESS * (coarseGradient[i] ?? 0)) edge[i] = 1;
  }
  return grow(edge, width, height, GAP_RADIUS);
}

/** Square dilation of a mask, done as a row pass and a column pass. */
function grow(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y += 1) growLine(mask, rows, y * width, 1, width, radius);
  const result = new Uint8Array(mask.length);
  for (let x = 0; x < width; x += 1) growLine(rows, result, x, width, height, radius);
  return result;
}

/** One line of a dilation: `length` cells from `start`, `stride` apart, marked within `radius` of a set one. */
function growLine(
  from: Uint8Array,
  to: Uint8Array,
  start: number,
  stride: number,
  length: number,
  radius: number,
) {
  let last = -Infinity;
  for (let k = 0; k < length; k += 1) {
    if (from[start + k * stride]) last = k;
    if (k - last <= radius) to[start + k * stride] = 1;
  }
  last = Infinity;
  for (let k = length - 1; k >= 0; k -= 1) {
    if (from[start + k * stride]) last = k;
    if (last - k <= radius) to[start + k * stride] = 1;
  }
}

/** Shadows darken the backdrop without changing its hue: from this share of its brightness up. */
const DEEPEST_SHADOW = 0.3;

/**
 * How far a colour is a shadow on the backdrop: the share of the backdrop's brightness it keeps
 * (1 = unshadowed), or null when its hue is not the backdrop's (an object, not a shadow).
 */
export function shadowDepth(colour: Rgb, backdrop: Rgb, tolerance: number): number | null {
  const norm = backdrop[0] ** 2 + backdrop[1] ** 2 + backdrop[2] ** 2;
  if (norm === 0) return null;
  const share = (colour[0] * backdrop[0] + colour[1] * backdrop[1] + colour[2] * backdrop[2]) / norm;
  if (share < DEEPEST_SHADOW || share > 1) return null;
  const off = Math.hypot(
    colour[0] - share * backdrop[0],
    colour[1] - share * backdrop[1],
    colour[2] - share * backdrop[2],
  );
  return off <= tolerance ? share : null;
}
