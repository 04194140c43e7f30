import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The shop as real processes: temp folders, free ports, spawned children that are always ended. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
export const MAIN = path.join(ROOT, 'src/server/main.ts');

const dirs: string[] = [];
const children: ChildProcess[] = [];
const groups: number[] = [];

/** For afterEach: ends every child still running (and whole groups started detached) and removes every temp folder. */
export function cleanUpProcesses(): void {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const group of groups.splice(0)) {
    try {
      process.kill(-group, 'SIGKILL');
    } catch {
      // The whole group has already ended.
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-process-'));
  dirs.push(dir);
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Settings every spawned shop gets unless the test says otherwise. */
export const QUIET_SHOP_ENV = { SEED_DEMO: 'false', LOG_LEVEL: 'warn', HOST: '127.0.0.1' };

export interface Spawned {
  child: ChildProcess;
  exited: Promise<number | null>;
  stdout(): string;
  stderr(): string;
  /** stdout and stderr as they arrived. */
  output(): string;
}

/** Spawns a command with a small clean environment (PATH plus `env`), collecting its output. */
export function spawnCollecting(
  command: string,
  args: string[],
  env: Record<string, string>,
  options: { uid?: number; gid?: number; detached?: boolean } = {},
): Spawned {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
  children.push(child);
  // A detached child leads a process group of its own: its grandchildren can be ended with it.
  if (options.detached && child.pid) groups.push(child.pid);
  let out = '';
  let err = '';
  let all = '';
  child.stdout?.on('data', (d) => {
    out += String(d);
    all += String(d);
  });
  child.stderr?.on('data', (d) => {
    err += String(d);
    all += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stdout: () => out, stderr: () => err, output: () => all };
}

/** `node src/server/main.ts` on the Node that runs the tests. */
export function startShop(env: Record<string, string>, options: { uid?: number; gid?: number } = {}) {
  return spawnCollecting(process.execPath, [MAIN], { ...QUIET_SHOP_ENV, ...env }, options);
}

/** Polls until the shop answers /api/health, or the deadline passes; answers whether it did. */
export async function waitUntilUp(port: number, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const isUp = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (isUp) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** Whether something accepts connections on the port. */
export function isPortOpen(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
}
