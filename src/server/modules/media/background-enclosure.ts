/** A pixel that meets the object in all eight directions is inside it. */
const ENCLOSED_DIRECTIONS = 8;
/** One open direction is allowed in a crack this narrow (a break in an outline seen from inside). */
const CRACK_WIDTH = 8;
const PASSES = 3;
const DIRECTIONS: [number, number][] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [-1, -1],
  [1, -1],
  [-1, 1],
];

/**
 * Keeps light parts of the object that the background reached through a break in their outline,
 * such as a white cap on a white backdrop whose shading matches the backdrop at one corner: a
 * background pixel from which the object is met, within `reach` pixels, in at least seven of the
 * eight directions is inside the object, not behind it. Open backdrop beside or between parts of
 * an object meets it in fewer directions. A narrow crack that leads to such a break (open in one
 direction, with the object close on both sides) is inside too. Works in place on `isBackground`.
 */
export function reclaimEnclosed(
  isBackground: Uint8Array,
  width: number,
  height: number,
  reach: number,
): void {
  // What one pass takes back can enclose more (the crack beside a reclaimed interior): a few passes.
  for (let pass = 0; pass < PASSES; pass += 1) {
    if (reclaimOnce(isBackground, width, height, reach) === 0) return;
  }
}

/** One pass; answers how many pixels it took back. */
function reclaimOnce(isBackground: Uint8Array, width: number, height: number, reach: number): number {
  const count = width * height;
  const hits = new Uint8Array(count);
  const steps = new Uint16Array(count);
  const far = 65_535;
  /** Steps to the object along each axis direction, kept for the crack test. */
  const axes: Uint16Array[] = [];
  for (const [dx, dy] of DIRECTIONS) {
    // steps[i]: pixels from i, looking towards (-dx, -dy), to the nearest object pixel. Rows and
    // columns are walked so that the pixel looked from is always done first.
    const yStart = dy >= 0 ? 0 : height - 1;
    const yStep = dy >= 0 ? 1 : -1;
    const xStart = dx >= 0 ? 0 : width - 1;
    const xStep = dx >= 0 ? 1 : -1;
    const offset = dy * width + dx;
    for (let y = yStart, row = 0; row < height; y += yStep, row += 1) {
      const hasPreviousRow = y - dy >= 0 && y - dy < height;
      for (let x = xStart, column = 0; column < width; x += xStep, column += 1) {
        const i = y * width + x;
        if (!isBackground[i]) {
          steps[i] = 0;
          continue;
        }
        const hasPrevious = hasPreviousRow && x - dx >= 0 && x - dx < width;
        const previous = hasPrevious ? (steps[i - offset] ?? far) : far;
        const step = previous >= far ? far : previous + 1;
        steps[i] = step;
        if (step <= reach) hits[i] = (hits[i] ?? 0) + 1;
      }
    }
    if (dx === 0 || dy === 0) axes.push(steps.slice());
  }
  const [right, left, down, up] = axes;
  const span = (a: Uint16Array | undefined, b: Uint16Array | undefined, i: number) =>
    (a?.[i] ?? far) + (b?.[i] ?? far);
  const inside: number[] = [];
  for (let i = 0; i < count; i += 1) {
    if (!isBackground[i]) continue;
    const seen = hits[i] ?? 0;
    const isCrack = span(right, left, i) <= CRACK_WIDTH || span(down, up, i) <= CRACK_WIDTH;
    if (seen >= ENCLOSED_DIRECTIONS || (seen === ENCLOSED_DIRECTIONS - 1 && isCrack)) inside.push(i);
  }
  for (const i of inside) isBackground[i] = 0;
  return inside.length;
}
