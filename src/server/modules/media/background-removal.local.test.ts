import sharp, { type Sharp } from 'sharp';
import { expect, test } from 'vitest';
import { removePlainBackground } from './background-removal.local.ts';

/**
 * The two photos the local algorithm used to get wrong: a drop shadow left as an opaque grey oval,
 * and a white cap on a white backdrop cut away. Both are drawn here, with their masks, and scored
 * on the PNG the algorithm answers.
 */
const WIDTH = 400;
const HEIGHT = 520;
/** Real image work: generous on a busy two-core machine. */
const IMAGE_WORK = { timeout: 30_000 };
/** Below this the output counts as transparent; at or above OPAQUE_FROM, as opaque. */
const TRANSPARENT_BELOW = 32;
const OPAQUE_FROM = 224;

const svg = (body: string, background = '') =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs>
      <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
      <linearGradient id="cylinder" x1="0" x2="1" y1="0" y2="0">
        <stop offset="0" stop-color="#e2e2e0"/><stop offset="0.45" stop-color="#ffffff"/>
        <stop offset="0.6" stop-color="#ffffff"/><stop offset="1" stop-color="#e6e6e4"/>
      </linearGradient>
    </defs>${background}${body}</svg>`);

/** A studio backdrop: one colour with light sensor noise, the same on every run. */
function backdrop(colour: [number, number, number], noise: number): Sharp {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  let state = 7;
  for (let i = 0; i < pixels.length; i += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const jitter = Math.round(((state / 2_147_483_648) * 2 - 1) * noise);
    pixels[i] = Math.max(0, Math.min(255, (colour[i % 3] ?? 0) + jitter));
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } });
}

/** One channel of an SVG drawn in white on black: 0..255 per pixel. */
async function maskOf(body: string): Promise<Buffer> {
  return sharp(svg(body, '<rect width="100%" height="100%" fill="#000"/>'))
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/**
 * A white-on-black mask grown (positive) or shrunk (negative) by some pixels, still one channel.
 * sharp's erode and dilate work on the dark side (measured: erode(3) grows a white square by 3).
 */
async function morph(mask: Buffer, by: number): Promise<Buffer> {
  const image = sharp(mask, { raw: { width: WIDTH, height: HEIGHT, channels: 1 } });
  return (by > 0 ? image.erode(by) : image.dilate(-by)).extractChannel(0).raw().toBuffer();
}

async function alphaOf(png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer({
    resolveWithObject: true,
  });
  expect([info.width, info.height]).toEqual([WIDTH, HEIGHT]);
  return data;
}

/** Share of the pixels where `isIn` holds whose output alpha passes `check`. */
function share(alpha: Buffer, isIn: (i: number) => boolean, check: (a: number) => boolean): number {
  let inside = 0;
  let passing = 0;
  for (let i = 0; i < alpha.length; i += 1) {
    if (!isIn(i)) continue;
    inside += 1;
    if (check(alpha[i] ?? 0)) passing += 1;
  }
  expect(inside).toBeGreaterThan(1000);
  return passing / inside;
}

const DARK_BOTTLE = (fill: string) => `
  <rect x="130" y="190" width="140" height="230" rx="22" fill="${fill}"/>
  <rect x="180" y="150" width="40" height="45" fill="${fill}"/>
  <rect x="165" y="95" width="70" height="58" rx="6" fill="${fill}"/>`;
// Cast to the right and under the base, as a light from the front left would.
const SHADOW = (fill: string) =>
  `<ellipse cx="250" cy="428" rx="125" ry="26" fill="${fill}" filter="url(#soft)"/>`;

test(
  'a soft drop shadow under a dark bottle ends transparent, and the bottle stays',
  IMAGE_WORK,
  async () => {
    const photo = await backdrop([238, 237, 234], 3)
      .composite([{ input: svg(SHADOW('rgba(40,38,36,0.5)')) }, { input: svg(DARK_BOTTLE('#2c1b12')) }])
      .png()
      .toBuffer();
    const shadow = await maskOf(SHADOW('#fff'));
    // The bottle grown by a few pixels: its anti-aliased outline belongs to neither.
    const bottle = await morph(await maskOf(DARK_BOTTLE('#fff')), 4);
    const bottleCore = await morph(await maskOf(DARK_BOTTLE('#fff')), -3);

    const alpha = await alphaOf(await removePlainBackground(photo));

    // The shadow's area: where it darkens the backdrop noticeably (over 8% of its peak), off the bottle.
    const inShadow = (i: number) => (shadow[i] ?? 0) >= 20 && (bottle[i] ?? 0) === 0;
    expect(share(alpha, inShadow, (a) => a < TRANSPARENT_BELOW)).toBeGreaterThanOrEqual(0.9);
    expect(
      share(
        alpha,
        (i) => (bottleCore[i] ?? 0) === 255,
        (a) => a >= OPAQUE_FROM,
      ),
    ).toBeGreaterThanOrEqual(0.98);
  },
);

const GLASS = `
  <rect x="125" y="230" width="150" height="230" rx="24" fill="#7d5a2e"/>
  <rect x="182" y="200" width="36" height="34" fill="#b8963e"/>`;
const CAP = '<rect x="150" y="80" width="100" height="122" rx="8" fill="url(#cylinder)"/>';
const CAP_MASK = '<rect x="150" y="80" width="100" height="122" rx="8" fill="#fff"/>';

test('a white cap on a white backdrop stays opaque, and the backdrop goes', IMAGE_WORK, async () => {
  const photo = await backdrop([246, 246, 245], 2)
    .composite([{ input: svg(GLASS + CAP) }])
    .png()
    .toBuffer();
  const cap = await morph(await maskOf(CAP_MASK), -2);
  const object = await morph(await maskOf(GLASS + CAP_MASK), 4);

  const alpha = await alphaOf(await removePlainBackground(photo));

  expect(
    share(
      alpha,
      (i) => (cap[i] ?? 0) === 255,
      (a) => a >= OPAQUE_FROM,
    ),
  ).toBeGreaterThanOrEqual(0.9);
  expect(
    share(
      alpha,
      (i) => (object[i] ?? 0) === 0,
      (a) => a < TRANSPARENT_BELOW,
    ),
  ).toBeGreaterThanOrEqual(0.97);
});
