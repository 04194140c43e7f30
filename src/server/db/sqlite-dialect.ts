import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type SQLite from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

/**
 * SQLite without freezing the server when another program (`npm run admin`, a `sqlite3` shell, a
 * backup) holds the write lock (docs/decisions/054-sqlite-lock-waits.md).
 *
 * better-sqlite3 is synchronous: its busy_timeout waits inside the event loop. So each try waits
 * at most BUSY_TRY_MS there, and between tries the wait is an async sleep, up to LOCK_WAIT_MS;
 * past it the query fails with SQLITE_BUSY, which the error handler answers with 503. Reads go to a
 * second connection, so a write waiting for the lock (or a transaction in progress) never holds
 * up a page that only reads. Transactions start with BEGIN IMMEDIATE, taking the write lock at
 * once, so they never fail half-way on a lock another program took after they began.
 */
export const BUSY_TRY_MS = 5;
export const LOCK_WAIT_MS = 2_000;
const SLEEP_STEPS_MS = [2, 5, 10, 20, 40, 50];

const relaxedDurability = new AsyncLocalStorage<true>();

/**
 * Runs `work` with commits that skip the fsync (WAL with synchronous=NORMAL): for bookkeeping such
 * as login attempt counters, where losing the last increments to a power cut is harmless and an
 * fsync per attempt would block the event loop (it is synchronous in better-sqlite3). The next
 * ordinary commit syncs the log, these writes included. Elsewhere every commit stays FULL.
 */
export function withRelaxedDurability<T>(work: () => Promise<T>): Promise<T> {
  return relaxedDurability.run(true, work);
}

export interface SqliteFiles {
  writer: SQLite.Database;
  reader: SQLite.Database;
}

function isBusy(error: unknown): boolean {
  return error instanceof Error && 'code' in error && /^SQLITE_BUSY/.test(String(error.code));
}

/** Runs `attempt` until it does not meet a busy lock, or until the deadline has passed. */
async function retryWhileBusy<T>(attempt: () => T, deadline: number): Promise<T> {
  for (let tries = 0; ; tries += 1) {
    try {
      return attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
    }
    await sleep(SLEEP_STEPS_MS[Math.min(tries, SLEEP_STEPS_MS.length - 1)]);
  }
}

function toResult(statement: SQLite.Statement, parameters: readonly unknown[]): QueryResult<unknown> {
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** One transaction at a time on the writer connection; the next waits its turn without blocking. */
class WriterTurn {
  #tail: Promise<void> = Promise.resolve();

  async take(deadline: number): Promise<() => void> {
    let release!: () => void;
    const previous = this.#tail;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), Math.max(0, deadline - Date.now()));
    });
    const outcome = await Promise.race([previous.then(() => 'ready' as const), timedOut]);
    clearTimeout(timer);
    if (outcome === 'timeout') {
      // Our place still passes the turn on once the ones before us are done.
      void previous.then(release);
      throw Object.assign(new Error('SQLITE_BUSY: the database is busy'), { code: 'SQLITE_BUSY' });
    }
    return release;
  }
}

class Session implements DatabaseConnection {
  readonly #files: SqliteFiles;
  readonly #turn: WriterTurn;
  #releaseTurn: (() => void) | null = null;
  #isRelaxed = false;

  constructor(files: SqliteFiles, turn: WriterTurn) {
    this.#files = files;
    this.#turn = turn;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    if (this.#releaseTurn) {
      return (await retryWhileBusy(
        () => toResult(this.#files.writer.prepare(query.sql), query.parameters),
        deadline,
      )) as QueryResult<R>;
    }
    const read = this.#files.reader.prepare(query.sql);
    if (read.readonly)
      return (await retryWhileBusy(() => toResult(read, query.parameters), deadline)) as QueryResult<R>;
    const release = await this.#turn.take(deadline);
    const isRelaxed = this.#relax();
    try {
      return (await retryWhileBusy(
        () => toResult(this.#files.writer.prepare(query.sql), query.parameters),
        deadline,
      )) as QueryResult<R>;
    } finally {
      if (isRelaxed) this.#files.writer.pragma('synchronous = FULL');
      release();
    }
  }

  /** Switches the writer to synchronous=NORMAL when the caller asked for it (outside transactions only). */
  #relax(): boolean {
    if (!relaxedDurability.getStore()) return false;
    this.#files.writer.pragma('synchronous = NORMAL');
    return true;
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const result = await this.executeQuery<R>(query);
    for (const row of result.rows) yield { rows: [row] };
  }

  async begin(): Promise<void> {
    const deadline = Date.now() + LOCK_WAIT_MS;
    const release = await this.#turn.take(deadline);
    this.#isRelaxed = this.#relax();
    try {
      await retryWhileBusy(() => this.#files.writer.prepare('begin immediate').run(), deadline);
    } catch (error) {
      this.#restoreDurability();
      release();
      throw error;
    }
    this.#releaseTurn = release;
  }

  #restoreDurability(): void {
    if (this.#isRelaxed) this.#files.writer.pragma('synchronous = FULL');
    this.#isRelaxed = false;
  }

  async end(command: 'commit' | 'rollback'): Promise<void> {
    try {
      // SQLite already rolled back after some errors (SQLITE_FULL among them): a rollback then
      // fails with "cannot rollback" and would hide the error that caused it.
      if (command === 'rollback' && !this.#files.writer.inTransaction) return;
      await retryWhileBusy(() => this.#files.writer.prepare(command).run(), Date.now() + LOCK_WAIT_MS);
    } finally {
      if (command === 'commit' && this.#files.writer.inTransaction) {
        // A commit that could not finish leaves nothing half-done behind.
        this.#files.writer.prepare('rollback').run();
      }
      this.#restoreDurability();
      this.#releaseTurn?.();
      this.#releaseTurn = null;
    }
  }
}

function asSession(connection: DatabaseConnection): Session {
  if (!(connection instanceof Session)) throw new Error('not a connection of this driver');
  return connection;
}

class BusyAwareSqliteDriver implements Driver {
  readonly #files: SqliteFiles;
  readonly #turn = new WriterTurn();

  constructor(files: SqliteFiles) {
    this.#files = files;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new Session(this.#files, this.#turn);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await asSession(connection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await asSession(connection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await asSession(connection).end('rollback');
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.#files.reader.close();
    this.#files.writer.close();
  }
}

/** Sessions are cheap: concurrency is handled by WriterTurn, not by Kysely's one-connection lock. */
class ConcurrentSqliteAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

export function createSqliteDialect(files: SqliteFiles): Dialect {
  return {
    createAdapter: () => new ConcurrentSqliteAdapter(),
    createDriver: () => new BusyAwareSqliteDriver(files),
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  };
}
