import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '#server/db/schema.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY = 'vapid_keys';

/**
 * The shop's own VAPID key pair, made on the first start and kept in the database (app_meta), so
 * every app process signs with the same keys, a backup carries them and the devices' subscriptions
 * survive a restart. Two processes starting at once both try to write; the first row wins and both
 * read it back.
 */
export async function loadVapidKeys(db: Kysely<Database>): Promise<VapidKeys> {
  const stored = await readKeys(db);
  if (stored) return stored;
  const made = webpush.generateVAPIDKeys();
  await db
    .insertInto('app_meta')
    .values({ key: KEY, value: JSON.stringify(made) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const kept = await readKeys(db);
  if (!kept) throw new Error('the shop could not keep its push keys');
  return kept;
}

async function readKeys(db: Kysely<Database>): Promise<VapidKeys | null> {
  const row = await db.selectFrom('app_meta').select('value').where('key', '=', KEY).executeTakeFirst();
  if (!row) return null;
  const value: unknown = JSON.parse(row.value);
  if (
    typeof value === 'object' &&
    value !== null &&
    'publicKey' in value &&
    'privateKey' in value &&
    typeof value.publicKey === 'string' &&
    typeof value.privateKey === 'string'
  ) {
    return { publicKey: value.publicKey, privateKey: value.privateKey };
  }
  throw new Error(`app_meta.${KEY} is not a key pair`);
}
