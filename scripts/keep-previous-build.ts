import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LAST_BUILD_FILE } from '#shared/ssr-build.ts';

const ASSETS = 'assets';
/** A precompressed copy is its file's: it goes when its file goes. */
const COPY = /\.(br|gz)$/;
/**
 * A file an older build wrote stays this long after it was written: a process still running that
 * build (built twice before a restart) keeps finding its files. A build writes every file it makes,
 * so a file's time is the last build that used it.
 */
export const OLDER_BUILD_KEPT_MS = 24 * 60 * 60 * 1000;

function readLastBuild(file: string): string[] | null {
  if (!existsSync(file)) return null;
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(parsed) && parsed.every((name) => typeof name === 'string') ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * After a build into `dir` whose assets are `current` (paths under `dir`): the assets of this build
 * and of the one before stay, and so do those an older build wrote within the last day
 * (`OLDER_BUILD_KEPT_MS`); the rest go with their .br and .gz copies. The processes still running an
 * earlier build keep finding their files until they are restarted (docs/decisions/214). Without a
 * record of the build before, nothing is removed. Returns what was removed.
 */
export function pruneOlderBuilds(dir: string, current: readonly string[], now = Date.now()): string[] {
  const record = path.join(dir, LAST_BUILD_FILE);
  const ours = current.filter((name) => name.startsWith(`${ASSETS}/`));
  const last = readLastBuild(record);
  writeFileSync(record, JSON.stringify(ours));
  if (last === null) return [];
  const keep = new Set([...ours, ...last]);
  const assets = path.join(dir, ASSETS);
  if (!existsSync(assets)) return [];
  const removed: string[] = [];
  for (const entry of readdirSync(assets, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const name = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    const own = name.replace(COPY, '');
    if (keep.has(own) || writtenSince(path.join(dir, own), now - OLDER_BUILD_KEPT_MS)) continue;
    rmSync(path.join(dir, name));
    removed.push(name);
  }
  return removed.sort();
}

/** Whether `file` was written at or after `since` (a copy whose file is gone: no). */
function writtenSince(file: string, since: number): boolean {
  return existsSync(file) && statSync(file).mtimeMs >= since;
}

/**
 * A build writes over the last one instead of emptying the folder first, then removes what older
 * builds used and no build wrote for a day. `npm run build` on a running shop (the update of
 * docs/deploy.md) no longer takes away the files of the pages it is serving.
 */
export function keepPreviousBuild(): Plugin {
  return {
    name: 'keep-previous-build',
    apply: 'build',
    writeBundle(options, bundle) {
      if (!options.dir) return;
      pruneOlderBuilds(options.dir, Object.keys(bundle));
    },
  };
}
