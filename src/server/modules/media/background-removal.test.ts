import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { BackgroundRemovalError } from '#server/failures.ts';
import { IMAGE_MAX_BYTES } from '#shared/constants.ts';
import { EN } from '#shared/i18n/catalogues/en.ts';
import {
  type RemoveBgStandIn,
  STAND_IN_ALPHA,
  startRemoveBgStandIn,
} from '#tests/helpers/remove-bg-stand-in.ts';
import { removePlainBackground } from './background-removal.local.ts';
import {
  createBackgroundRemover,
  createRemoteBackgroundRemover,
  toSavablePng,
} from './background-removal.ts';

const API_KEY = 'test-key-7f3a';
let standIn: RemoveBgStandIn;
beforeAll(async () => {
  standIn = await startRemoveBgStandIn({ apiKey: API_KEY });
});
afterAll(() => standIn.close());

const SIZE = { width: 360, height: 480 };
/** Real image work: generous on a busy two-core machine. */
const IMAGE_WORK = { timeout: 30_000 };

/** A perfume bottle: body, shoulder, neck and cap, in the colours given. */
function bottleSvg(colours: { glass: string; cap: string } | 'mask'): string {
  const glass = colours === 'mask' ? '#ffffff' : colours.glass;
  const cap = colours === 'mask' ? '#ffffff' : colours.cap;
  const background = colours === 'mask' ? '<rect width="100%" height="100%" fill="#000000"/>' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE.width}" height="${SIZE.height}">
    ${background}
    <rect x="90" y="190" width="180" height="240" rx="28" fill="${glass}"/>
    <polygon points="120,200 240,200 210,160 150,160" fill="${glass}"/>
    <rect x="160" y="120" width="40" height="45" fill="${cap}"/>
    <rect x="140" y="60" width="80" height="65" rx="8" fill="${cap}"/>
  </svg>`;
}

/** A deterministic pseudo-random sequence, so a noisy background is the same on every run. */
function noiseSource(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function bottlePhoto(background: [number, number, number], noise: number, format: 'png' | 'jpeg') {
  const { width, height } = SIZE;
  const backdrop = Buffer.alloc(width * height * 3);
  const random = noiseSource(42);
  for (let i = 0; i < width * height; i += 1) {
    for (let c = 0; c < 3; c += 1) {
      const jitter = Math.round((random() * 2 - 1) * noise);
      backdrop[i * 3 + c] = Math.max(0, Math.min(255, (background[c] ?? 0) + jitter));
    }
  }
  const photo = sharp(backdrop, { raw: { width, height, channels: 3 } }).composite([
    { input: Buffer.from(bottleSvg({ glass: '#8b4a1c', cap: '#c9a34e' })) },
  ]);
  const image =
    format === 'png' ? await photo.png().toBuffer() : await photo.jpeg({ quality: 88 }).toBuffer();
  const mask = await sharp(Buffer.from(bottleSvg('mask')))
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { image, mask };
}

/** Share of pixels whose opacity (alpha >= 128 means kept) agrees with the known bottle mask. */
async function scoreAgainstMask(output: Buffer, mask: Buffer) {
  const { data, info } = await sharp(output).ensureAlpha().extractChannel(3).raw().toBuffer({
    resolveWithObject: true,
  });
  expect([info.width, info.height]).toEqual([SIZE.width, SIZE.height]);
  let right = 0;
  let bottle = 0;
  let bottleKept = 0;
  let backdrop = 0;
  let backdropCleared = 0;
  for (let i = 0; i < mask.length; i += 1) {
    const isBottle = (mask[i] ?? 0) >= 128;
    const isKept = (data[i] ?? 0) >= 128;
    if (isBottle === isKept) right += 1;
    if (isBottle) {
      bottle += 1;
      if (isKept) bottleKept += 1;
    } else {
      backdrop += 1;
      if ((data[i] ?? 255) === 0) backdropCleared += 1;
    }
  }
  return {
    accuracy: right / mask.length,
    bottleKept: bottleKept / bottle,
    cleared: backdropCleared / backdrop,
  };
}

test('the local algorithm keeps the bottle and clears a plain background', IMAGE_WORK, async () => {
  const { image, mask } = await bottlePhoto([244, 243, 240], 0, 'png');
  const output = await removePlainBackground(image);
  expect((await sharp(output).metadata()).format).toBe('png');
  expect((await sharp(output).metadata()).hasAlpha).toBe(true);
  const score = await scoreAgainstMask(output, mask);
  expect(score.accuracy).toBeGreaterThanOrEqual(0.95);
  expect(score.bottleKept).toBeGreaterThanOrEqual(0.95);
  expect(score.cleared).toBeGreaterThanOrEqual(0.95);
});

test('the local algorithm handles a slightly noisy background in a JPEG', IMAGE_WORK, async () => {
  const { image, mask } = await bottlePhoto([236, 236, 238], 14, 'jpeg');
  const score = await scoreAgainstMask(await removePlainBackground(image), mask);
  expect(score.accuracy).toBeGreaterThanOrEqual(0.95);
  expect(score.bottleKept).toBeGreaterThanOrEqual(0.95);
  expect(score.cleared).toBeGreaterThanOrEqual(0.95);
});

test('the local algorithm handles a dark studio background', IMAGE_WORK, async () => {
  const { image, mask } = await bottlePhoto([22, 20, 18], 6, 'png');
  const score = await scoreAgainstMask(await removePlainBackground(image), mask);
  expect(score.accuracy).toBeGreaterThanOrEqual(0.95);
});

test('without an API key the local implementation is chosen; with one, the remote service', () => {
  expect(createBackgroundRemover({ apiKey: undefined, url: standIn.url }).kind).toBe('local');
  expect(createBackgroundRemover({ apiKey: 'k', url: standIn.url }).kind).toBe('remote');
});

test('the remote adapter sends the documented request and returns the PNG', async () => {
  const { image } = await bottlePhoto([250, 250, 250], 0, 'jpeg');
  const before = standIn.requests.length;
  const remover = createRemoteBackgroundRemover({ apiKey: API_KEY, url: standIn.url });
  const output = await remover.removeBackground(image, 'Oud Royal.jpg');

  const sent = standIn.requests.slice(before);
  expect(sent).toEqual([
    {
      method: 'POST',
      apiKey: API_KEY,
      imageFileName: 'Oud Royal.jpg',
      imageBytes: image.length,
      size: 'auto',
      format: 'png',
    },
  ]);
  const meta = await sharp(output).metadata();
  expect(meta).toMatchObject({ format: 'png', width: SIZE.width, height: SIZE.height, hasAlpha: true });
  const alpha = await sharp(output).extractChannel(3).raw().toBuffer();
  expect(alpha.every((value) => value === STAND_IN_ALPHA)).toBe(true);
});

test("the remote adapter gives the service's own message and keeps what it said for the log", async () => {
  const remover = createRemoteBackgroundRemover({ apiKey: API_KEY, url: standIn.url });
  const { image } = await bottlePhoto([250, 250, 250], 0, 'png');
  standIn.failNext(402, { errors: [{ title: 'Insufficient credits', code: 'insufficient_credits' }] });
  const failure = await remover.removeBackground(image, 'a.png').catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(BackgroundRemovalError);
  expect((failure as BackgroundRemovalError).message).toBe('Insufficient credits');
  expect((failure as BackgroundRemovalError).failure).toEqual({
    status: 402,
    code: 'insufficient_credits',
    title: 'Insufficient credits',
  });
});

test("a wrong key is refused by the service, in the service's words", async () => {
  const remover = createRemoteBackgroundRemover({ apiKey: 'wrong', url: standIn.url });
  const { image } = await bottlePhoto([250, 250, 250], 0, 'png');
  await expect(remover.removeBackground(image, 'a.png')).rejects.toThrow('API Key invalid');
});

test('an undocumented status gives the default message, and no answer at all says the service was unreachable', async () => {
  const remover = createRemoteBackgroundRemover({ apiKey: API_KEY, url: standIn.url });
  const { image } = await bottlePhoto([250, 250, 250], 0, 'png');
  standIn.failNext(418, { message: 'no errors array here' });
  await expect(remover.removeBackground(image, 'a.png')).rejects.toThrow('Failed to remove background');

  const unreachable = createRemoteBackgroundRemover({
    apiKey: API_KEY,
    url: 'http://127.0.0.1:9/v1.0/removebg',
    timeoutMs: 2000,
  });
  await expect(unreachable.removeBackground(image, 'a.png')).rejects.toThrow(
    EN.admin.backgroundRemovalReasons.unreachable,
  );
});

test('a processed image too large for the 2 MB save rule is shrunk until it fits', IMAGE_WORK, async () => {
  // Random pixels barely compress: this PNG is far over 2 MB.
  const width = 1400;
  const height = 1400;
  const rgba = randomBytes(width * height * 4);
  const huge = await sharp(rgba, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  expect(huge.length).toBeGreaterThan(IMAGE_MAX_BYTES);

  const savable = await toSavablePng(huge);
  expect(savable.length).toBeLessThanOrEqual(IMAGE_MAX_BYTES);
  const meta = await sharp(savable).metadata();
  expect(meta).toMatchObject({ format: 'png', hasAlpha: true });
  expect(meta.width).toBeLessThan(width);
  expect(Math.abs((meta.width ?? 0) - (meta.height ?? 0))).toBeLessThanOrEqual(1);
});

test('an answer that is not an image is a background-removal failure', async () => {
  await expect(toSavablePng(Buffer.from('<html>oops</html>'))).rejects.toBeInstanceOf(BackgroundRemovalError);
});
