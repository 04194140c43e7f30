import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import {
  access,
  constants,
  link,
  mkdir,
  readdir,
  readFile,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { HttpError } from '#server/http-error.ts';
import { assertSafeMediaName, contentTypeOf, type MediaStorage, mediaVariantNames } from './media.storage.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** Files in one folder on the local disk (DATA_DIR/media). */
export function createLocalMediaStorage(root: string): MediaStorage {
  mkdirSync(root, { recursive: true });
  const resolvedRoot = path.resolve(root);
  const pathOf = (name: string) => {
    const full = path.resolve(resolvedRoot, assertSafeMediaName(name));
    // Belt and braces: whatever the name, the file stays inside the media folder.
    if (path.dirname(full) !== resolvedRoot) {
      throw new HttpError(400, 'MEDIA_NAME_INVALID');
    }
    return full;
  };
  const statOf = async (name: string) => {
    try {
      const info = await stat(pathOf(name));
      return info.isFile() ? info : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    kind: 'local',
    location: resolvedRoot,
    async put(name, data) {
      const full = pathOf(name);
      await mkdir(resolvedRoot, { recursive: true });
      // Written under a hidden temporary name (never served: names starting with '.' are refused),
      // then linked into place: a reader sees the whole file or none, even if the process dies.
      const temporary = path.join(resolvedRoot, `.${randomUUID()}.partial`);
      await writeFile(temporary, data, { flag: 'wx' });
      try {
        await link(temporary, full);
      } catch (error) {
        if ((error as NodeJS.ErrnoException | null)?.code === 'EEXIST')
          throw new HttpError(409, 'MEDIA_EXISTS');
        throw error;
      } finally {
        await unlink(temporary).catch(() => undefined);
      }
    },
    async get(name) {
      try {
        return await readFile(pathOf(name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(name, range) {
      const info = await statOf(name);
      if (!info) return null;
      const end = range ? Math.min(range.end ?? info.size - 1, info.size - 1) : info.size - 1;
      const start = range?.start ?? 0;
      return {
        body: createReadStream(pathOf(name), { start, end }),
        length: Math.max(0, end - start + 1),
        totalSize: info.size,
        contentType: contentTypeOf(name),
        lastModified: info.mtime,
        etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
        range: range ? { start, end } : undefined,
      };
    },
    async exists(name) {
      return (await statOf(name)) !== null;
    },
    async remove(name) {
      const names = [name, ...mediaVariantNames(name)];
      await Promise.all(names.map((n) => rm(pathOf(n), { force: true })));
    },
    async list() {
      const entries = await readdir(resolvedRoot, { withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
        .map((entry) => entry.name)
        .sort();
    },
    async check() {
      await access(resolvedRoot, constants.R_OK | constants.W_OK);
    },
    async close() {},
  };
}
