import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { inject } from 'vitest';
import { SSR_ENTRY_FILE, ssrDirOf } from '#shared/ssr-build.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface BuiltClient {
  /** Give it to the app as CLIENT_DIR; the page renderer sits beside it. Read it, never change it. */
  clientDir: string;
  remove(): void;
}

/**
 * The real client and its page renderer, built once per test run (the folder the global setup
 * names) by the first file that asks: the others, in any worker, wait for it and share it. The
 * global setup removes it at the end of the run.
 */
export async function buildClient(): Promise<BuiltClient> {
  const work = inject('builtClientDir');
  const clientDir = path.join(work, 'client');
  const done = path.join(work, 'built');
  let isBuilder = false;
  try {
    mkdirSync(work, { recursive: false });
    isBuilder = true;
  } catch {
    // Another file is building it, or has.
  }
  if (isBuilder) {
    try {
      const configFile = path.join(ROOT, 'vite.config.ts');
      await build({ configFile, logLevel: 'error', build: { outDir: clientDir } });
      await build({
        configFile,
        logLevel: 'error',
        build: { outDir: ssrDirOf(clientDir), ssr: 'entry-server.tsx' },
      });
      writeFileSync(done, 'ok');
    } catch (error) {
      writeFileSync(done, `failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  } else {
    const started = Date.now();
    while (!existsSync(done)) {
      if (Date.now() - started > 240_000) throw new Error('the shared client build did not finish in 240 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  // Loaded once here: the first load of the 1 MB renderer can take longer than Fastify gives a
  // plugin to start on a busy machine; the app then finds it already loaded.
  await import(pathToFileURL(path.join(ssrDirOf(clientDir), SSR_ENTRY_FILE)).href);
  return { clientDir, remove: () => undefined };
}

/** For the global setup: a folder name for this run's build, and its removal at the end. */
export function sharedClientDir(runId: string): { dir: string; remove(): void } {
  const dir = path.join(ROOT, '.tmp', `test-client-${runId}`);
  mkdirSync(path.dirname(dir), { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
