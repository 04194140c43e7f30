import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { SSR_ENTRY_FILE, ssrDirOf } from '#shared/ssr-build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BuiltClient {
  /** Give it to the app as CLIENT_DIR; the page renderer sits beside it. */
  clientDir: string;
  remove(): void;
}

/** The real client and its page renderer, built into a folder of their own for one test file. */
export async function buildClient(): Promise<BuiltClient> {
  mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const work = mkdtempSync(path.join(ROOT, '.tmp', 'ssr-test-'));
  const clientDir = path.join(work, 'client');
  const configFile = path.join(ROOT, 'vite.config.ts');
  await build({ configFile, logLevel: 'error', build: { outDir: clientDir } });
  await build({
    configFile,
    logLevel: 'error',
    build: { outDir: ssrDirOf(clientDir), ssr: 'entry-server.tsx' },
  });
  // Loaded once here: the first load of the 1 MB renderer can take longer than Fastify gives a
  // plugin to start on a busy machine; the app then finds it already loaded.
  await import(pathToFileURL(path.join(ssrDirOf(clientDir), SSR_ENTRY_FILE)).href);
  return { clientDir, remove: () => rmSync(work, { recursive: true, force: true }) };
}
