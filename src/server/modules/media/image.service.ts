import sharp from 'sharp';
import { StorageFailure } from '#server/failures.ts';
import { HttpError } from '#server/http-error.ts';
import { IMAGE_MAX_PIXELS } from '#shared/constants.ts';
import { writeImageVariants } from './image-variants.service.ts';
import { type MediaStorage, makeStoredName, mediaUrl } from './media.storage.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export interface StoredImage {
  fileName: string;
  url: string;
  width: number;
  height: number;
}

/**
 * Decodes an image to judge it by its content (not its name or declared type), strips its
 * metadata, and stores it with its AVIF and WebP variants (image-variants.service.ts).
 * Nothing is left on disk if any step fails.
 */
export async function storeImage(
  storage: MediaStorage,
  data: Buffer,
  originalName: string,
): Promise<StoredImage> {
  const format = await detectImageFormat(data);
  const extension = format === 'jpeg' ? 'jpg' : format;
  const fileName = makeStoredName(originalName, extension);
  const input = () => sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();
  let size: { width: number; height: number };
  try {
    // Re-encoding drops EXIF (location, camera) and anything hidden after the image data.
    const { data: clean, info } = await input().toFormat(format).toBuffer({ resolveWithObject: true });
    size = { width: info.width, height: info.height };
    await storage.put(fileName, clean, `image/${format}`);
    await writeImageVariants(storage, fileName, clean);
  } catch (error) {
    if (error instanceof StorageFailure) {
      // The store is failing: the answer does not wait for a clean-up that would likely fail the
      // same way. A file left behind has a unique name no product points to.
      storage.remove(fileName).catch(() => undefined);
    } else {
      await storage.remove(fileName);
    }
    throw error;
  }
  return { fileName, url: mediaUrl(fileName), ...size };
}

/** 'jpeg' | 'png' | 'webp' for a real, complete image within the pixel limit; a 4xx otherwise. */
export async function detectImageFormat(data: Buffer): Promise<'jpeg' | 'png' | 'webp'> {
  let format: string | undefined;
  try {
    const image = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    format = meta.format;
    if (!format || !ACCEPTED_FORMATS.has(format)) {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only JPEG, PNG and WebP images are accepted.');
    }
    if ((meta.width ?? 0) * (meta.height ?? 0) > IMAGE_MAX_PIXELS) {
      throw new HttpError(413, 'IMAGE_TOO_MANY_PIXELS');
    }
    // Decode every pixel once: a truncated or corrupt file fails here, not later.
    await image.raw().toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // sharp refuses the header of an image over its pixel limit before decoding anything.
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new HttpError(413, 'IMAGE_TOO_MANY_PIXELS');
    }
    throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'This file is not a readable image.');
  }
  return format as 'jpeg' | 'png' | 'webp';
}
