import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { postgresProgramFolders } from '#server/modules/backup/backup-files.ts';

/**
 * A throwaway PostgreSQL cluster for the API tests: initdb in a temp folder, started on a free
 * loopback port, stopped and removed afterwards. `initdb` refuses to run as root, so as root it
 * runs as the `postgres` system user.
 */
export interface PostgresCluster {
  url: string;
  /** Stops the server and removes its files. */
  /** The folder of PostgreSQL's programs (pg_dump, pg_restore...). */
  binDir: string;
  /** Stops the server as a crash would, keeping its files; start() brings it back on the same port. */
  crash(): void;
  start(): void;
  stop(): void;
  /** Stops the server (fast shutdown: connections are ended) and keeps its data. */
  pause(): Promise<void>;
  /** Starts a paused server again on the same port. */
  resume(): Promise<void>;
}

export function findPostgresBinDir(): string | null {
  return (
    postgresProgramFolders().find(
      (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
    ) ?? null
  );
}

/** A port nothing listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const binDir = findPostgresBinDir();
  if (!binDir) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) not found: apt-get install -y postgresql, or set PG_BIN',
    );
  }
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const asOwner = (command: string, args: string[]) =>
    isRoot ? { file: 'runuser', args: ['-u', 'postgres', '--', command, ...args] } : { file: command, args };

  const init = asOwner(path.join(binDir, 'initdb'), [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  execFileSync(init.file, init.args, { stdio: 'pipe' });

  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const pgCtl = (args: string[]) => asOwner(path.join(binDir, 'pg_ctl'), ['-D', dataDir, ...args]);
  const startArgs = ['-o', options, '-l', path.join(dir, 'log'), '-w', 'start'];
  const start = pgCtl(startArgs);
  execFileSync(start.file, start.args, { stdio: 'pipe' });
  // Without blocking this process: app instances under test keep running meanwhile.
  const run = async (args: string[]) => {
    const command = pgCtl(args);
    await promisify(execFile)(command.file, command.args);
  };
  const halt = () => {
    const stop = pgCtl(['-m', 'immediate', '-w', 'stop']);
    spawnSync(stop.file, stop.args, { stdio: 'pipe' });
  };

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    binDir,
    crash: halt,
    start() {
      execFileSync(start.file, start.args, { stdio: 'pipe' });
    },
    stop() {
      halt();
      rmSync(dir, { recursive: true, force: true });
    },
    pause: () => run(['-m', 'fast', '-w', 'stop']),
    resume: () => run(startArgs),
  };
}
