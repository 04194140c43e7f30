import { type Kysely, sql } from 'kysely';
import type { DatabaseKind } from './column-types.ts';

/**
 * Login and sign-up attempt counters shared by every app process (docs/decisions/004), and
 * session tokens kept only as hashes (docs/decisions/053).
 */
export async function up(db: Kysely<unknown>, kind: DatabaseKind): Promise<void> {
  // reset_at is milliseconds since the epoch: one comparison, the same on both databases.
  await db.schema
    .createTable('auth_limit')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', kind === 'postgres' ? 'bigint' : 'integer', (c) => c.notNull())
    // JSON list of the client addresses behind an account's failures, for the lockout log line.
    .addColumn('addresses', 'text')
    .execute();
  await db.schema.createIndex('auth_limit_reset_at_idx').on('auth_limit').column('reset_at').execute();

  // Sessions made before this release stored the token itself: they end here (one new login each).
  await sql`delete from session`.execute(db);
}
