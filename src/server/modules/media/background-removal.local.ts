import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '#shared/constants.ts';
import {
  borderIndices,
  clamp,
  distance,
  fitBackdrop,
  neighbours4,
  percentile,
  type Rgb,
} from './backdrop-model.ts';
import { shadowDepth, sharpEdgeBarrier } from './background-edges.ts';
import { reclaimEnclosed } from './background-enclosure.ts';
import { outlineAlpha } from './background-matting.ts';

/** Larger photos are worked on at this size: plenty for a product card, and quick in plain JS. */
const WORK_MAX_SIDE = 1600;
/** Pixels of the input that are already (nearly) transparent count as background. */
const TRANSPARENT_BELOW = 16;

/**
 * Removes a plain or near-plain background, the kind typical product photos have, without any
 * service: estimate the background colour from the image's border, grow the background inwards
 * from the edges over pixels close to it or in its soft shadow (step by step, so soft gradients and
 * light noise are followed) but never across the object's sharp outline, drop foreground specks,
 * and work out the outline's opacity from the colours on both sides. Answers a PNG with
 * transparency. A busy or object-coloured background is beyond it: the remote service is for those
 * (docs/decisions/021 and 074).
 */
export async function removePlainBackground(input: Buffer): Promise<Buffer> {
  const base = sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width: WORK_MAX_SIDE, height: WORK_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha();
  const { data: pixels, info } = await base.clone().raw().toBuffer({ resolveWithObject: true });
  // Comparisons run on a lightly blurred copy so that sensor noise and JPEG artefacts do not
  // break the flood fill into islands.
  const { data: smooth } = await base.clone().blur(1).raw().toBuffer({ resolveWithObject: true });
  // A strongly blurred copy tells sharp edges (an object's outline) from soft ramps (a shadow).
  const { data: coarse } = await base.clone().blur(3).raw().toBuffer({ resolveWithObject: true });
  const alpha = computeForegroundAlpha({ pixels, smooth, coarse, width: info.width, height: info.height });
  for (let i = 0; i < alpha.length; i += 1) {
    const original = pixels[i * 4 + 3] ?? 255;
    pixels[i * 4 + 3] = Math.min(original, alpha[i] ?? 0);
  }
  return sharp(pixels, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

/** The image three ways: as it is, lightly blurred (noise) and strongly blurred (edge sharpness). */
export interface WorkImage {
  pixels: Uint8Array;
  smooth: Uint8Array;
  coarse: Uint8Array;
  width: number;
  height: number;
}

/** Share of a shadow's depth it may lose or gain from one pixel to the next and still be a soft shadow. */
const SHADOW_STEP = 0.04;

/** The alpha channel (0 = background, 255 = object) for RGBA pixels. Exported for tests. */
export function computeForegroundAlpha({ pixels, smooth, coarse, width, height }: WorkImage): Uint8Array {
  const count = width * height;
  const border = borderIndices(width, height);
  const isTransparent = (i: number) => (pixels[i * 4 + 3] ?? 255) < TRANSPARENT_BELOW;
  const colourAt = (data: Uint8Array, i: number): Rgb => [
    data[i * 4] ?? 0,
    data[i * 4 + 1] ?? 0,
    data[i * 4 + 2] ?? 0,
  ];

  const opaqueBorder = border.filter((i) => !isTransparent(i));
  const samples = opaqueBorder.length > 0 ? opaqueBorder : border;
  // The backdrop is modelled as a colour that may change linearly across the image (studio
  // lighting, a gradient sweep), fitted to the border; a robust first pass ignores the quarter of
  // the border that fits worst (an object touching the edge) and fits again.
  let model = fitBackdrop(samples, width, (i) => colourAt(smooth, i));
  const firstResiduals = samples.map((i) => distance(colourAt(smooth, i), model(i)));
  const cut = percentile(firstResiduals, 0.75);
  const inliers = samples.filter((_, k) => (firstResiduals[k] ?? 0) <= cut);
  if (inliers.length >= 16) model = fitBackdrop(inliers, width, (i) => colourAt(smooth, i));
  const backdropAt = model;
  // How much the border still varies around the model (noise, texture) sets the tolerances.
  const spread = percentile(
    inliers.map((i) => distance(colourAt(smooth, i), backdropAt(i))),
    0.9,
  );
  const neighbourSteps: number[] = [];
  for (let k = 1; k < opaqueBorder.length; k += 1) {
    const a = opaqueBorder[k - 1] ?? 0;
    const b = opaqueBorder[k] ?? 0;
    if (Math.abs(a - b) === 1 || Math.abs(a - b) === width) {
      neighbourSteps.push(distance(colourAt(smooth, a), colourAt(smooth, b)));
    }
  }
  const globalTolerance = clamp(14 + 3 * spread, 18, 70);
  const stepTolerance = clamp(5 + 4 * percentile(neighbourSteps, 0.75), 6, 20);

  const barrier = sharpEdgeBarrier(smooth, coarse, width, height, samples);
  // Per pixel: 1 when it matches the backdrop, the share of brightness a soft shadow left it, or
  // NaN for anything else (object colours).
  const backdropShare = new Float32Array(count);
  for (let i = 0; i < count; i += 1) {
    const colour = colourAt(smooth, i);
    const backdrop = backdropAt(i);
    if (isTransparent(i) || distance(colour, backdrop) <= globalTolerance) backdropShare[i] = 1;
    else backdropShare[i] = shadowDepth(colour, backdrop, globalTolerance * 0.6) ?? Number.NaN;
  }
  const stepSquared = stepTolerance * stepTolerance;
  const stepFrom = (i: number, j: number) => {
    const dr = (smooth[i * 4] ?? 0) - (smooth[j * 4] ?? 0);
    const dg = (smooth[i * 4 + 1] ?? 0) - (smooth[j * 4 + 1] ?? 0);
    const db = (smooth[i * 4 + 2] ?? 0) - (smooth[j * 4 + 2] ?? 0);
    return dr * dr + dg * dg + db * db;
  };
  /** The background spreads from i to j over the backdrop in small steps, or along a soft shadow. */
  const joins = (from: number, j: number) => {
    if (isTransparent(j)) return true;
    if (barrier[j]) return false;
    const share = backdropShare[j] ?? Number.NaN;
    if (Number.isNaN(share)) return false;
    if (stepFrom(from, j) <= stepSquared) return true;
    return Math.abs(share - (backdropShare[from] ?? Number.NaN)) <= SHADOW_STEP;
  };

  const isBackground = new Uint8Array(count);
  const queue = new Int32Array(count);
  let head = 0;
  let tail = 0;
  for (const i of border) {
    if (isBackground[i]) continue;
    if (isTransparent(i) || (backdropShare[i] === 1 && !barrier[i])) {
      isBackground[i] = 1;
      queue[tail++] = i;
    }
  }
  while (head < tail) {
    const i = queue[head++] ?? 0;
    for (const j of neighbours4(i, i % width, width, height)) {
      if (!isBackground[j] && joins(i, j)) {
        isBackground[j] = 1;
        queue[tail++] = j;
      }
    }
  }

  const speck = Math.max(16, Math.round(count * 0.0005));
  removeSpecks(isBackground, width, height, speck);
  reclaimEnclosed(isBackground, width, height, Math.round(Math.max(width, height) / 3));
  return outlineAlpha(pixels, isBackground, backdropAt, width, height);
}

/** Object islands smaller than `minSize` pixels (noise the fill stepped around) become background. */
function removeSpecks(isBackground: Uint8Array, width: number, height: number, minSize: number): void {
  const seen = new Uint8Array(isBackground.length);
  const component: number[] = [];
  const stack: number[] = [];
  for (let start = 0; start < isBackground.length; start += 1) {
    if (isBackground[start] || seen[start]) continue;
    component.length = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const i = stack.pop() ?? 0;
      component.push(i);
      for (const j of neighbours4(i, i % width, width, height)) {
        if (!isBackground[j] && !seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (component.length < minSize) for (const i of component) isBackground[i] = 1;
  }
}
