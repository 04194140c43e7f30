/** The backdrop as a colour model, and the small geometry the local background removal shares. */

export type Rgb = [number, number, number];

export function neighbours4(i: number, x: number, width: number, height: number): number[] {
  const result: number[] = [];
  if (x > 0) result.push(i - 1);
  if (x < width - 1) result.push(i + 1);
  if (i >= width) result.push(i - width);
  if (i < width * (height - 1)) result.push(i + width);
  return result;
}

/** The border pixels, walked round the image so that consecutive ones are neighbours. */
export function borderIndices(width: number, height: number): number[] {
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
export function fitBackdrop(
  indices: number[],
  width: number,
  colourOf: (i: number) => Rgb,
): (i: number) => Rgb {
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

export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? 0;
}

export function distance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
