import type { Kysely } from 'kysely';
import type { DatabaseKind } from './column-types.ts';

/**
 * A settings entry of the activity log keeps what changed as data (JSON: the field, the value
 * before and after), so that the log reads as sentences in the reader's language
 * (docs/decisions/165). Older entries have none and show their recorded text.
 */
export async function up(db: Kysely<unknown>, _kind: DatabaseKind): Promise<void> {
  await db.schema.alterTable('activity').addColumn('changes', 'text').execute();
}
