import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';

const PROBE_KEY = 'ready:write-probe';
/** Large enough to need new pages in the database and new blocks on disk, as real writes do. */
const PROBE_BYTES = 64 * 1024;

/**
 * Whether the shop's writes are known to fail for want of space. Set by the first write that
 * fails so; cleared by the readiness check once a write to the database and to DATA_DIR works
 * again, so a load balancer keeps new visitors away meanwhile.
 */
export class DiskSpace {
  #isFull = false;
  readonly #db: Kysely<Database>;
  readonly #dataDir: string;

  constructor(db: Kysely<Database>, dataDir: string) {
    this.#db = db;
    this.#dataDir = dataDir;
  }

  get isFull(): boolean {
    return this.#isFull;
  }

  markFull(): void {
    this.#isFull = true;
  }

  /** While marked full: tries one small write of each kind; true when both work again. */
  async recheck(): Promise<boolean> {
    if (!this.#isFull) return true;
    try {
      const removeProbe = () => this.#db.deleteFrom('auth_limit').where('key', '=', PROBE_KEY).execute();
      await removeProbe();
      await this.#db
        .insertInto('auth_limit')
        .values({ key: PROBE_KEY, count: 0, reset_at: 0, addresses: 'x'.repeat(PROBE_BYTES) })
        .execute();
      await removeProbe();
      const probe = path.join(this.#dataDir, `.ready-write-probe-${process.pid}`);
      await writeFile(probe, 'x'.repeat(PROBE_BYTES));
      await rm(probe, { force: true });
      this.#isFull = false;
      return true;
    } catch {
      return false;
    }
  }
}
