import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '#shared/constants.ts';
import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_WIDTHS,
  SHOP_BACKGROUND,
  variantName,
} from '#shared/image-variants.ts';
import { type MediaStorage, putUnlessStored } from './media.storage.ts';

/**
 * AVIF and WebP at each width, square-padded and flattened on the shop's background: cards and
 * product pages show square pictures, and a padded square never crops a bottle.
 * Quality settings keep a 320 px card image near 10 kB and a 1200 px page image under 60 kB.
 * Each square is kept as plain pixels between the resize and the two encoders: encoding it in
 * between (as the original's format) cost time and, for a JPEG original, a second loss.
 */
export async function writeImageVariants(
  storage: MediaStorage,
  name: string,
  original: Buffer,
): Promise<void> {
  for (const width of IMAGE_VARIANT_WIDTHS) {
    const { data, info } = await sharp(original, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ width, height: width, fit: 'contain', background: SHOP_BACKGROUND })
      .flatten({ background: SHOP_BACKGROUND })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const square = () =>
      sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    for (const format of IMAGE_VARIANT_FORMATS) {
      const encoded =
        format === 'avif'
          ? await square().avif({ quality: 50, effort: 1 }).toBuffer()
          : await square().webp({ quality: 75 }).toBuffer();
      await putUnlessStored(storage, variantName(name, width, format), encoded, `image/${format}`);
    }
  }
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
