import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LAST_BUILD_FILE } from '#shared/ssr-build.ts';

const ASSETS = 'assets';
/** A precompressed copy is its file's: it goes when its file goes. */
const COPY = /\.(br|gz)$/;

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
 * and of the one before stay, older ones go with their .br and .gz copies. The processes still
 * running the build before keep finding their files until they are restarted (docs/decisions/214).
 * Without a record of the build before, nothing is removed. Returns what was removed.
 */
export function pruneOlderBuilds(dir: string, current: readonly string[]): string[] {
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
    if (keep.has(name.replace(COPY, ''))) continue;
    rmSync(path.join(dir, name));
    removed.push(name);
  }
  return removed.sort();
}

/**
 * A build writes over the last one instead of emptying the folder first, then removes what the
 * build before the last one used. `npm run build` on a running shop (the update of docs/deploy.md)
 * no longer takes away the files of the pages it is serving.
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
