import sharp, { type Metadata } from 'sharp';
import { BackgroundRemovalError } from '#server/failures.ts';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '#shared/constants.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { oneLine } from '#shared/plain-text.ts';
import { removePlainBackground } from './background-removal.local.ts';

const EN = catalogueFor('en');

/**
 * Background removal behind one interface (DESIGN §6.9: it runs on the server, so the API key
 * never reaches the browser). With an API key, the remove.bg-compatible service; without one, a
 * built-in algorithm for plain or near-plain backgrounds. Both answer a PNG with transparency.
 */
export interface BackgroundRemover {
  readonly kind: 'remote' | 'local';
  removeBackground(image: Buffer, fileName: string): Promise<Buffer>;
}

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
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
        const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined;
        throw new BackgroundRemovalError(REASONS.unreachable, {
          cause: redactCode(code ?? (error instanceof Error ? error.name : 'unknown'), options.apiKey),
        });
      }
      if (!response.ok) {
        const said = await readServiceError(response);
        const title = said.title ? redactKeys(oneLine(said.title), options.apiKey) : undefined;
        // The code is redacted too: a service may put the key there as well.
        const code = said.code === undefined ? undefined : redactCode(said.code, options.apiKey);
        throw new BackgroundRemovalError(title || reasonFor(response.status), {
          status: response.status,
          ...(code ? { code } : {}),
          ...(title ? { title } : {}),
        });
      }
      return readLimited(response, REMOTE_MAX_RESPONSE_BYTES);
    },
  };
}

const REASONS = EN.admin.backgroundRemovalReasons;

/** remove.bg's documented statuses, as a short reason the admin can act on. */
function reasonFor(status: number): string {
  if (status === 400) return REASONS.unreadableImage;
  if (status === 402) return REASONS.noCredits;
  if (status === 401 || status === 403) return REASONS.keyRefused;
  if (status === 429) return REASONS.tooManyRequests;
  if (status >= 500) return REASONS.unavailable;
  return EN.admin.backgroundRemovalFailedDefault;
}

/** A service's or the network's error code, for the log: short, one line, nothing key-like. */
export function redactCode(code: unknown, apiKey: string): string {
  if (typeof code !== 'string' && typeof code !== 'number') return 'unrecognised';
  const text = oneLine(String(code));
  // A service's own codes read like words (unknown_foreground, ECONNREFUSED); anything else is
  // cleaned as a message would be.
  if (text !== apiKey && /^([a-z]+([_.-][a-z]+)*|[A-Z]+([_.-][A-Z]+)*)$/.test(text)) return text.slice(0, 40);
  return redactKeys(text, apiKey).slice(0, 40) || 'unrecognised';
}

/**
 * The service's text with the key and anything shaped like a secret taken out: a service that
 * echoes the key in its error must not put it in our log.
 */
export function redactKeys(text: string, apiKey: string): string {
  let clean = text;
  for (const variant of [apiKey, encodeURIComponent(apiKey)]) {
    if (variant.length >= 4) clean = clean.split(variant).join('[key]');
  }
  return (
    clean
      .replace(/\b(key|token|secret|authorization|bearer)\b(\s*[:=]\s*)(?!\[)\S+/gi, '$1$2[redacted]')
      // After a plain space only a value with a digit: "API Key invalid" is the service's sentence.
      .replace(/\b(key|token|secret|authorization|bearer)\b(\s+)(?!\[)(?=\S*\d)\S+/gi, '$1$2[redacted]')
      .replace(/[A-Za-z0-9+/_-]{16,}={0,2}/g, '[redacted]')
      .slice(0, MAX_MESSAGE_LENGTH)
  );
}

async function readServiceError(response: Response): Promise<{ code?: unknown; title?: string }> {
  try {
    const body: unknown = JSON.parse((await readLimited(response, 64 * 1024)).toString('utf8'));
    const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : null;
    const first: unknown = Array.isArray(errors) ? errors[0] : undefined;
    if (typeof first !== 'object' || first === null) return {};
    const { title, code } = first as { title?: unknown; code?: unknown };
    return { code, ...(typeof title === 'string' && title.trim() !== '' ? { title: title.trim() } : {}) };
  } catch {
    return {};
  }
}

async function readLimited(response: Response, maxBytes: number): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      throw new BackgroundRemovalError(EN.admin.backgroundRemovalFailedDefault);
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
