import sharp, { type Metadata } from 'sharp';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '#shared/constants.ts';
import { MESSAGES } from '#shared/messages.ts';
import { removePlainBackground } from './background-removal.local.ts';

/**
 * Background removal behind one interface (DESIGN §6.9: it runs on the server, so the API key
 * never reaches the browser). With an API key, the remove.bg-compatible service; without one, a
 * built-in algorithm for plain or near-plain backgrounds. Both answer a PNG with transparency.
 */
export interface BackgroundRemover {
  readonly kind: 'remote' | 'local';
  removeBackground(image: Buffer, fileName: string): Promise<Buffer>;
}

/** A failure the admin should read: its message follows "Background removal failed: ". */
export class BackgroundRemovalError extends Error {}

export interface BackgroundRemovalConfig {
  apiKey: string | undefined;
  url: string;
}

export function createBackgroundRemover(config: BackgroundRemovalConfig): BackgroundRemover {
  if (config.apiKey) return createRemoteBackgroundRemover({ apiKey: config.apiKey, url: config.url });
  return { kind: 'local', removeBackground: (image) => removePlainBackground(image) };
}

const REMOTE_TIMEOUT_MS = 25_000;
/** remove.bg answers at most 25 megapixels; its PNGs stay well below this. */
const REMOTE_MAX_RESPONSE_BYTES = 50 * 1024 * 1024;
const MAX_MESSAGE_LENGTH = 200;

/**
 * The remove.bg API: POST multipart with image_file, size=auto, format=png and the key in
 * X-Api-Key; the answer is the PNG, or JSON `{ errors: [{ title }] }` on failure.
 */
export function createRemoteBackgroundRemover(options: {
  apiKey: string;
  url: string;
  timeoutMs?: number;
}): BackgroundRemover {
  return {
    kind: 'remote',
    async removeBackground(image, fileName) {
      const form = new FormData();
      form.append('image_file', new Blob([new Uint8Array(image)]), fileName);
      form.append('size', 'auto');
      form.append('format', 'png');
      let response: Response;
      try {
        response = await fetch(options.url, {
          method: 'POST',
          headers: { 'X-Api-Key': options.apiKey, Accept: 'image/png, application/json' },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? REMOTE_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch {
        throw new BackgroundRemovalError(MESSAGES.admin.backgroundRemovalFailedDefault);
      }
      if (!response.ok) {
        throw new BackgroundRemovalError(
          (await readErrorTitle(response)) ?? MESSAGES.admin.backgroundRemovalFailedDefault,
        );
      }
      return readLimited(response, REMOTE_MAX_RESPONSE_BYTES);
    },
  };
}

async function readErrorTitle(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = JSON.parse((await readLimited(response, 64 * 1024)).toString('utf8'));
    const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : null;
    const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
    const title = typeof first === 'object' && first !== null ? (first as { title?: unknown }).title : null;
    if (typeof title !== 'string' || title.trim() === '') return undefined;
    return title.trim().slice(0, MAX_MESSAGE_LENGTH);
  } catch {
    return undefined;
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      throw new BackgroundRemovalError(MESSAGES.admin.backgroundRemovalFailedDefault);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Whatever the implementation returned, the admin gets a PNG with an alpha channel that can be
 * saved as the product's image: decoded (so a broken answer is caught here), within the pixel
 * limit, and shrunk until it fits the 2 MB save rule (a transparent PNG of a large photo is
 * often several times the size of the JPEG it came from).
 */
export async function toSavablePng(output: Buffer): Promise<Buffer> {
  let meta: Metadata;
  try {
    meta = await sharp(output, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
  } catch {
    throw new BackgroundRemovalError('The service did not answer with an image');
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width * height === 0 || width * height > IMAGE_MAX_PIXELS) {
    throw new BackgroundRemovalError('The service did not answer with a usable image');
  }
  let scale = 1;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const png = await sharp(output, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .resize({
        width: Math.max(1, Math.round(width * scale)),
        height: Math.max(1, Math.round(height * scale)),
        fit: 'fill',
      })
      .ensureAlpha()
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer()
      .catch(() => {
        throw new BackgroundRemovalError('The service answered with a broken image');
      });
    if (png.length <= IMAGE_MAX_BYTES) return png;
    // PNG size grows roughly with the pixel count: aim a little under the limit.
    scale *= Math.min(0.9, Math.sqrt(IMAGE_MAX_BYTES / png.length) * 0.95);
  }
  throw new BackgroundRemovalError('The processed image is too large');
}
