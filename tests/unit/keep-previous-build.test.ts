import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { OLDER_BUILD_KEPT_MS, pruneOlderBuilds } from '../../scripts/keep-previous-build.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build folder holding `files` (paths under it), as a build and the precompression leave them. */
function folderWith(files: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-builds-'));
  dirs.push(dir);
  for (const file of files) write(dir, file);
  return dir;
}
function write(dir: string, file: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), file);
}
const assets = (dir: string) => readdirSync(path.join(dir, 'assets')).sort();
/** A moment more than a day after the files of these tests were written. */
const aDayLater = () => Date.now() + OLDER_BUILD_KEPT_MS + 60_000;

test('a build keeps the files of the build before it, then the next build removes them with their copies', () => {
  const first = ['assets/index-AAA.js', 'assets/index-AAA.css', 'assets/Page-AAA.js'];
  const dir = folderWith([
    'index.html',
    'favicon.svg',
    ...first,
    'assets/index-AAA.js.br',
    'assets/index-AAA.js.gz',
  ]);
  // The first build with a record: nothing is known of the builds before, so nothing goes.
  expect(pruneOlderBuilds(dir, ['index.html', ...first])).toEqual([]);

  // The second: its own files and the first's stay, for the shop still running the first.
  const second = ['assets/index-BBB.js', 'assets/index-AAA.css', 'assets/Page-BBB.js'];
  for (const file of second) write(dir, file);
  expect(pruneOlderBuilds(dir, ['index.html', ...second])).toEqual([]);
  expect(assets(dir)).toEqual([
    'Page-AAA.js',
    'Page-BBB.js',
    'index-AAA.css',
    'index-AAA.js',
    'index-AAA.js.br',
    'index-AAA.js.gz',
    'index-BBB.js',
  ]);

  // The third, a day later: what only the first used goes, its precompressed copies too; the rest
  // stays.
  const third = ['assets/index-CCC.js', 'assets/index-AAA.css', 'assets/Page-BBB.js'];
  for (const file of third) write(dir, file);
  expect(pruneOlderBuilds(dir, ['index.html', ...third], aDayLater())).toEqual([
    'assets/Page-AAA.js',
    'assets/index-AAA.js',
    'assets/index-AAA.js.br',
    'assets/index-AAA.js.gz',
  ]);
  expect(assets(dir)).toEqual(['Page-BBB.js', 'index-AAA.css', 'index-BBB.js', 'index-CCC.js']);
  // Outside assets/ nothing is touched: the public files are the build's to write over.
  expect(existsSync(path.join(dir, 'favicon.svg'))).toBe(true);
  expect(existsSync(path.join(dir, 'index.html'))).toBe(true);
});

test('a record that cannot be read removes nothing, and is written again', () => {
  const dir = folderWith(['assets/old-AAA.js', 'assets/index-BBB.js']);
  writeFileSync(path.join(dir, '.last-build.json'), '{ not json');
  expect(pruneOlderBuilds(dir, ['assets/index-BBB.js'])).toEqual([]);
  expect(assets(dir)).toEqual(['index-BBB.js', 'old-AAA.js']);
  // The next build knows the last one again.
  expect(pruneOlderBuilds(dir, ['assets/index-CCC.js'], aDayLater())).toEqual(['assets/old-AAA.js']);
});

test('a shop still running a build made twice over keeps its files for a day', () => {
  const running = ['assets/index-AAA.js', 'assets/Page-AAA.js'];
  const dir = folderWith([...running, 'assets/index-AAA.js.br']);
  expect(pruneOlderBuilds(dir, running)).toEqual([]);
  // Two builds in a row, the processes not restarted: the build they run is two builds back.
  for (const build of [['assets/index-BBB.js'], ['assets/index-CCC.js']]) {
    for (const file of build) write(dir, file);
    expect(pruneOlderBuilds(dir, build)).toEqual([]);
  }
  expect(assets(dir)).toEqual([
    'Page-AAA.js',
    'index-AAA.js',
    'index-AAA.js.br',
    'index-BBB.js',
    'index-CCC.js',
  ]);
  // An older build's file counts from when a build last wrote it: one written over a day ago goes
  // at the next build, one written since stays.
  const written = new Date(Date.now() - OLDER_BUILD_KEPT_MS - 60_000);
  utimesSync(path.join(dir, 'assets/Page-AAA.js'), written, written);
  // A copy goes with its file, whatever its own time.
  utimesSync(path.join(dir, 'assets/index-AAA.js.br'), written, written);
  write(dir, 'assets/index-DDD.js');
  expect(pruneOlderBuilds(dir, ['assets/index-DDD.js'])).toEqual(['assets/Page-AAA.js']);
  // A day after the last of them was written, what no recent build wrote is gone.
  write(dir, 'assets/index-EEE.js');
  expect(pruneOlderBuilds(dir, ['assets/index-EEE.js'], aDayLater())).toEqual([
    'assets/index-AAA.js',
    'assets/index-AAA.js.br',
    'assets/index-BBB.js',
    'assets/index-CCC.js',
  ]);
  expect(assets(dir)).toEqual(['index-DDD.js', 'index-EEE.js']);
});
