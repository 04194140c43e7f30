import type { Kysely } from 'kysely';
import type { DatabaseKind } from './column-types.ts';

/**
 * Who first used a placed order's idempotency key (docs/decisions/153): a digest of the account
 * and the order as sent. A request with the same key and another digest is someone else's: 409.
 * Orders placed before this column have none and are matched by account alone, as before.
 */
export async function up(db: Kysely<unknown>, _kind: DatabaseKind): Promise<void> {
  await db.schema.alterTable('placed_order').addColumn('request_digest', 'text').execute();
}
