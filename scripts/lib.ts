import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { SSR_ENTRY_FILE, ssrDirOf } from '#shared/ssr-build.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Runs a command in the project folder, output shown; returns its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): number {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) {
    console.error(`${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/** Newest modification time of the files below the given paths. */
export function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (p: string) => {
    if (!existsSync(p)) return;
    const stat = statSync(p);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const p of paths) visit(path.join(ROOT, p));
  return newest;
}

const CLIENT_SOURCES = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'];
export const CLIENT_DIR = process.env.CLIENT_DIR
  ? path.resolve(process.env.CLIENT_DIR)
  : path.join(ROOT, 'dist/client');
export const CLIENT_INDEX = path.join(CLIENT_DIR, 'index.html');

export function isClientBuildStale(): boolean {
  if (!existsSync(CLIENT_INDEX) || !existsSync(path.join(ssrDirOf(CLIENT_DIR), SSR_ENTRY_FILE))) return true;
  return newestMtime(CLIENT_SOURCES) > statSync(CLIENT_INDEX).mtimeMs;
}

/** The client, then the server's page renderer beside it (docs/decisions/100), then the compressed copies. */
export function buildClient(): number {
  for (const args of [[], ['--ssr', 'entry-server.tsx']]) {
    const code = run('vite', ['build', '--logLevel', 'warn', ...args]);
    if (code !== 0) return code;
  }
  return run(process.execPath, ['scripts/precompress.ts']);
}
