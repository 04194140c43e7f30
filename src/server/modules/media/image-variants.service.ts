import sharp, { type Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS } from '#shared/constants.ts';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantFormat,
  SHOP_BACKGROUND,
  variantName,
} from '#shared/image-variants.ts';
import { type MediaStorage, putUnlessStored } from './media.storage.ts';

/**
 * AVIF and WebP at each width, square-padded and flattened on the shop's background: cards and
 * product pages show square pictures, and a padded square never crops a bottle.
 * A variant is never larger than the picture's longer side: an 800 px bottle's 1200 px variant is
 * the 800 px square, since an enlarged one shows nothing more, in twice the bytes, made at twice
 * the cost. A width the picture does not reach repeats the one before, encoded once.
 * Quality settings keep a 320 px card image near 10 kB and a 1200 px page image under 60 kB.
 * Each square is kept as plain pixels between the resize and the two encoders: encoding it in
 * between (as the original's format) cost time and, for a JPEG original, a second loss.
 */
export async function writeImageVariants(
  storage: MediaStorage,
  name: string,
  original: Buffer,
): Promise<void> {
  const source = () => sharp(original, { limitInputPixels: IMAGE_MAX_PIXELS });
  const { width: sourceWidth = 0, height: sourceHeight = 0 } = await source().metadata();
  const longest = Math.max(sourceWidth, sourceHeight);
  let made: { side: number; encoded: Map<ImageVariantFormat, Buffer> } | undefined;
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const side = longest > 0 ? Math.min(width, longest) : width;
    if (made?.side !== side) made = { side, encoded: await encodeSquare(source(), side) };
    for (const format of IMAGE_VARIANT_FORMATS) {
      const encoded = made.encoded.get(format);
      if (!encoded) throw new Error(`no ${format} variant was encoded`);
      await putUnlessStored(storage, variantName(name, width, format), encoded, `image/${format}`);
    }
  }
}

/** The picture padded to a square of `side` pixels, in each variant format. */
async function encodeSquare(image: Sharp, side: number): Promise<Map<ImageVariantFormat, Buffer>> {
  const { data, info } = await image
    .rotate()
    .resize({ width: side, height: side, fit: 'contain', background: SHOP_BACKGROUND })
    .flatten({ background: SHOP_BACKGROUND })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const square = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const encoded = new Map<ImageVariantFormat, Buffer>();
  for (const format of IMAGE_VARIANT_FORMATS) {
    encoded.set(
      format,
      format === 'avif'
        ? await square().avif({ quality: 50, effort: 1 }).toBuffer()
        : await square().webp({ quality: 75 }).toBuffer(),
    );
  }
  return encoded;
}

/** True when every variant of `name` is stored. */
export async function hasAllVariants(storage: MediaStorage, name: string): Promise<boolean> {
  for (const width of IMAGE_VARIANT_WIDTHS) {
    for (const format of IMAGE_VARIANT_FORMATS) {
      if (!(await storage.exists(variantName(name, width, format)))) return false;
    }
  }
  return true;
}
