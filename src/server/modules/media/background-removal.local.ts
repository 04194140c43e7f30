import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '#shared/constants.ts';

/** Larger photos are worked on at this size: plenty for a product card, and quick in plain JS. */
const WORK_MAX_SIDE = 1600;
/** Pixels of the input that are already (nearly) transparent count as background. */
const TRANSPARENT_BELOW = 16;

/**
 * Removes a plain or near-plain background, the kind typical product photos have, without any
 * service: estimate the background colour from the image's border, grow the background inwards
 * from the edges over pixels close to it (step by step, so soft gradients and light noise are
 * followed), drop foreground specks, and soften the outline. Answers a PNG with transparency.
 * A busy or object-coloured background is beyond it: the remote service is for those.
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
  const alpha = computeForegroundAlpha(pixels, smooth, info.width, info.height);
  for (let i = 0; i < alpha.length; i += 1) {
    const original = pixels[i * 4 + 3] ?? 255;
    pixels[i * 4 + 3] = Math.min(original, alpha[i] ?? 0);
  }
  return sharp(pixels, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
}

type Rgb = [number, number, number];

/**
 * The alpha channel (0 = background, 255 = object) for RGBA pixels; `smooth` is a blurred copy
 * of them. Exported for tests.
 */
export function computeForegroundAlpha(
  pixels: Uint8Array,
  smooth: Uint8Array,
  width: number,
  height: number,
): Uint8Array {
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

  const backdropDistance = new Float32Array(count);
  for (let i = 0; i < count; i += 1) backdropDistance[i] = distance(colourAt(smooth, i), backdropAt(i));
  const transparent = new Uint8Array(count);
  for (let i = 0; i < count; i += 1) transparent[i] = isTransparent(i) ? 1 : 0;
  const stepSquared = stepTolerance * stepTolerance;
  const stepFrom = (i: number, j: number) => {
    const dr = (smooth[i * 4] ?? 0) - (smooth[j * 4] ?? 0);
    const dg = (smooth[i * 4 + 1] ?? 0) - (smooth[j * 4 + 1] ?? 0);
    const db = (smooth[i * 4 + 2] ?? 0) - (smooth[j * 4 + 2] ?? 0);
    return dr * dr + dg * dg + db * db;
  };

  const isBackground = new Uint8Array(count);
  const queue = new Int32Array(count);
  let head = 0;
  let tail = 0;
  for (const i of border) {
    if (isBackground[i]) continue;
    if (transparent[i] || (backdropDistance[i] ?? 0) <= globalTolerance) {
      isBackground[i] = 1;
      queue[tail++] = i;
    }
  }
  const visit = (from: number, j: number) => {
    if (isBackground[j]) return;
    const joins =
      transparent[j] === 1 ||
      ((backdropDistance[j] ?? 0) <= globalTolerance && stepFrom(from, j) <= stepSquared);
    if (joins) {
      isBackground[j] = 1;
      queue[tail++] = j;
    }
  };
  while (head < tail) {
    const i = queue[head++] ?? 0;
    const x = i % width;
    if (x > 0) visit(i, i - 1);
    if (x < width - 1) visit(i, i + 1);
    if (i >= width) visit(i, i - width);
    if (i < count - width) visit(i, i + width);
  }

  removeSpecks(isBackground, width, height, Math.max(16, Math.round(count * 0.0005)));

  // Soften the outline: an edge pixel is partly background colour (anti-aliasing), so it keeps
  // the share of opacity that its distance from the background colour suggests.
  const alpha = new Uint8Array(count);
  for (let i = 0; i < count; i += 1) {
    if (isBackground[i]) continue;
    const x = i % width;
    let touchesBackground = false;
    for (const j of neighbours4(i, x, width, height)) {
      if (isBackground[j]) {
        touchesBackground = true;
        break;
      }
    }
    if (!touchesBackground) {
      alpha[i] = 255;
      continue;
    }
    // Measured on the unblurred pixel: the blur spreads the backdrop into the edge.
    const share = distance(colourAt(pixels, i), backdropAt(i)) / globalTolerance;
    alpha[i] = Math.round(255 * clamp(share, 0.5, 1));
  }
  return alpha;
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

function neighbours4(i: number, x: number, width: number, height: number): number[] {
  const result: number[] = [];
  if (x > 0) result.push(i - 1);
  if (x < width - 1) result.push(i + 1);
  if (i >= width) result.push(i - width);
  if (i < width * (height - 1)) result.push(i + width);
  return result;
}

/** The border pixels, walked round the image so that consecutive ones are neighbours. */
function borderIndices(width: number, height: number): number[] {
  const result: number[] = [];
  for (let x = 0; x < width; x += 1) result.push(x);
  for (let y = 1; y < height; y += 1) result.push(y * width + width - 1);
  if (height > 1) for (let x = width - 2; x >= 0; x -= 1) result.push((height - 1) * width + x);
  if (width > 1) for (let y = height - 2; y >= 1; y -= 1) result.push(y * width);
  return result;
}

/**
 * Least-squares fit of colour = a + b·x + c·y per channel over the sampled pixels; answers the
 * modelled backdrop colour at any pixel index.
 */
function fitBackdrop(indices: number[], width: number, colourOf: (i: number) => Rgb): (i: number) => Rgb {
  // Normal equations of a 3-parameter linear regression, solved once per channel.
  let n = 0;
  let sx = 0;
  let sy = 0;
  let sxx = 0;
  let syy = 0;
  let sxy = 0;
  const sc = [0, 0, 0];
  const sxc = [0, 0, 0];
  const syc = [0, 0, 0];
  for (const i of indices) {
    const x = (i % width) / width;
    const y = Math.floor(i / width) / width;
    const colour = colourOf(i);
    n += 1;
    sx += x;
    sy += y;
    sxx += x * x;
    syy += y * y;
    sxy += x * y;
    for (let c = 0; c < 3; c += 1) {
      const v = colour[c] ?? 0;
      sc[c] = (sc[c] ?? 0) + v;
      sxc[c] = (sxc[c] ?? 0) + x * v;
      syc[c] = (syc[c] ?? 0) + y * v;
    }
  }
  const matrix = [
    [n, sx, sy],
    [sx, sxx, sxy],
    [sy, sxy, syy],
  ];
  const coefficients = [0, 1, 2].map(
    (c) => solve3(matrix, [sc[c] ?? 0, sxc[c] ?? 0, syc[c] ?? 0]) ?? [(sc[c] ?? 0) / Math.max(1, n), 0, 0],
  );
  return (i) => {
    const x = (i % width) / width;
    const y = Math.floor(i / width) / width;
    const at = (c: number) => {
      const [a = 0, b = 0, d = 0] = coefficients[c] ?? [];
      return a + b * x + d * y;
    };
    return [at(0), at(1), at(2)];
  };
}

/** Cramer's rule for a 3x3 system; null when it is singular (all samples on one line). */
function solve3(m: number[][], v: number[]): [number, number, number] | null {
  const e = (r: number, c: number) => m[r]?.[c] ?? 0;
  const det = (a: (r: number, c: number) => number) =>
    a(0, 0) * (a(1, 1) * a(2, 2) - a(1, 2) * a(2, 1)) -
    a(0, 1) * (a(1, 0) * a(2, 2) - a(1, 2) * a(2, 0)) +
    a(0, 2) * (a(1, 0) * a(2, 1) - a(1, 1) * a(2, 0));
  const d = det(e);
  if (Math.abs(d) < 1e-9) return null;
  const replaced = (col: number) => (r: number, c: number) => (c === col ? (v[r] ?? 0) : e(r, c));
  return [det(replaced(0)) / d, det(replaced(1)) / d, det(replaced(2)) / d];
}

function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

function distance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
