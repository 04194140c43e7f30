import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { variantNamesOf } from '#shared/image-variants.ts';
import { HttpError } from '../../http-error.ts';

export { MEDIA_URL_PREFIX, mediaUrl } from '#shared/image-variants.ts';

/**
 * Files the shop stores (product images and their variants) on local disk under DATA_DIR/media,
 * served at /media/<name>. Names are flat: no folder, no '..', nothing that leaves the folder.
 */
export interface MediaStorage {
  readonly root: string;
  /** Writes a new file; refuses to overwrite an existing one. */
  put(name: string, data: Buffer): Promise<void>;
  /** Deletes a file and its variants; a missing file is not an error. */
  remove(name: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** The file's bytes, or null when there is no such file (variants are made from the original). */
  read(name: string): Promise<Buffer | null>;
  pathOf(name: string): string;
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
  if (!isSafe) throw new HttpError(400, 'MEDIA_NAME_INVALID', 'This file name is not allowed.');
  return name;
}

export function createMediaStorage(root: string): MediaStorage {
  mkdirSync(root, { recursive: true });
  const pathOf = (name: string) => {
    const full = path.resolve(root, assertSafeMediaName(name));
    // Belt and braces: whatever the name, the file stays inside the media folder.
    if (path.dirname(full) !== path.resolve(root)) {
      throw new HttpError(400, 'MEDIA_NAME_INVALID', 'This file name is not allowed.');
    }
    return full;
  };
  return {
    root,
    pathOf,
    async put(name, data) {
      const full = pathOf(name);
      await mkdir(root, { recursive: true });
      await writeFile(full, data, { flag: 'wx' });
    },
    async remove(name) {
      const names = [name, ...variantNamesOf(name)];
      await Promise.all(names.map((n) => rm(pathOf(n), { force: true })));
    },
    async read(name) {
      try {
        return await readFile(pathOf(name));
      } catch (error) {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(name) {
      try {
        await stat(pathOf(name));
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * `<uuid>_<original name made safe>`: unique, so stored files are never overwritten, and still
 * readable to the shop owner browsing the folder.
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
