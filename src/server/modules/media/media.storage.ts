import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { HttpError } from '#server/http-error.ts';
import { variantNamesOf } from '#shared/image-variants.ts';

// Variant widths, names and URLs are shared with the pages that choose which one to load.
export { IMAGE_VARIANT_WIDTHS, MEDIA_URL_PREFIX, mediaUrl, variantName } from '#shared/product-image.ts';

/**
 * Where the shop keeps its files (product images, their variants, and later the hero video): the
 * local disk under DATA_DIR/media or an S3-compatible bucket (ADR 060). Every caller goes through
 * this interface; names are flat (no folder, no '..') and a stored name always means the same
 * bytes, so a file is never overwritten.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Human-readable place, for logs and the start line: a folder or s3://bucket. */
  readonly location: string;
  /** Writes a new file whole, or not at all; refuses to overwrite an existing one. */
  put(name: string, data: Buffer, contentType?: string): Promise<void>;
  /** The whole file, or null when there is none. */
  get(name: string): Promise<Buffer | null>;
  /** The file (or one byte range of it) as a stream, or null when there is none. */
  stream(name: string, range?: ByteRange): Promise<MediaObject | null>;
  exists(name: string): Promise<boolean>;
  /** Deletes a file and its variants (mediaVariantNames); a missing file is not an error. */
  remove(name: string): Promise<void>;
  /** Every stored name, variants included (for backups). */
  list(): Promise<string[]>;
  /** Throws when the store does not answer (for /api/ready). */
  check(): Promise<void>;
  close(): Promise<void>;
}

export interface ByteRange {
  start: number;
  /** Inclusive; to the end of the file when absent. */
  end?: number | undefined;
}

export interface MediaObject {
  body: Readable;
  /** Bytes in body. */
  length: number;
  /** Bytes in the whole file. */
  totalSize: number;
  contentType: string;
  lastModified: Date | undefined;
  etag: string | undefined;
  /** The range served, when one was asked for. */
  range: { start: number; end: number } | undefined;
}

const MAX_NAME_LENGTH = 200;

export function assertSafeMediaName(name: string): string {
  const isSafe =
    name.length > 0 &&
    name.length <= MAX_NAME_LENGTH &&
    !name.startsWith('.') &&
    !/[/\\\0]/.test(name) &&
    !name.includes('..') &&
    path.basename(name) === name;
  if (!isSafe) throw new HttpError(400, 'MEDIA_NAME_INVALID');
  return name;
}

/**
 * `<uuid>_<original name made safe>`: unique, so stored files are never overwritten, and still
 * readable to the shop owner browsing the folder or the bucket.
 */
export function makeStoredName(originalName: string, extension: string): string {
  const base = path
    .basename(originalName.normalize('NFKC').replace(/\\/g, '/'))
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${randomUUID()}_${base || 'image'}.${extension}`;
}

/**
 * Every file derived from a stored image. The one list of variants: remove() deletes these with
 * the original, so a new variant kind is added here and nowhere else.
 */
export function mediaVariantNames(name: string): string[] {
  return variantNamesOf(name);
}

/**
 * Writes a file made from another one (a variant, a link preview) unless it is already there:
 * another process that made it first has done the same work, which is success, not a conflict
 * (docs/decisions/156). False when the stored file was kept.
 */
export async function putUnlessStored(
  storage: MediaStorage,
  name: string,
  data: Buffer,
  contentType: string,
): Promise<boolean> {
  try {
    await storage.put(name, data, contentType);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.code === 'MEDIA_EXISTS') return false;
    throw error;
  }
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** The content type a stored name stands for, from its extension. */
export function contentTypeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
