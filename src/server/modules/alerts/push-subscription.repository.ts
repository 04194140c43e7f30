import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { toIso } from '#server/db/database.ts';
import type { Database, PushSubscriptionTable } from '#server/db/schema.ts';
import { isLanguage, type Language } from '#shared/i18n/languages.ts';
import type { PushDevice } from '#shared/push.ts';

export type PushSubscriptionRow = Selectable<PushSubscriptionTable>;

const languageOf = (value: string): Language => (isLanguage(value) ? value : 'en');

/**
 * A device's subscription, saved for the admin signed in on it. The same endpoint again (a new
 * key, another admin on the same browser) replaces the old row: one device, one alert per order.
 */
export async function saveSubscription(
  db: Kysely<Database>,
  userId: string,
  subscription: {
    endpoint: string;
    keys: { p256dh: string; auth: string };
    language: Language;
    device: string;
  },
): Promise<PushDevice> {
  const values = {
    user_id: userId,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    language: subscription.language,
    device: subscription.device,
  };
  await db
    .insertInto('push_subscription')
    .values({
      id: randomUUID(),
      endpoint: subscription.endpoint,
      created_at: new Date().toISOString(),
      ...values,
    })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
    .execute();
  const row = await db
    .selectFrom('push_subscription')
    .selectAll()
    .where('endpoint', '=', subscription.endpoint)
    .executeTakeFirstOrThrow();
  return toDevice(row);
}

export async function listDevices(db: Kysely<Database>, userId: string): Promise<PushDevice[]> {
  const rows = await db
    .selectFrom('push_subscription')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toDevice);
}

/** Removes one of this admin's devices, by its endpoint or its id; false when he has no such device. */
export async function removeDevice(
  db: Kysely<Database>,
  userId: string,
  which: { endpoint: string } | { id: string },
): Promise<boolean> {
  const mine = db.deleteFrom('push_subscription').where('user_id', '=', userId);
  const result = await ('id' in which
    ? mine.where('id', '=', which.id)
    : mine.where('endpoint', '=', which.endpoint)
  ).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The push service said the device is gone (404, 410): it is never tried again. */
export async function forgetSubscription(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('push_subscription').where('id', '=', id).execute();
}

/**
 * Claims the order for every subscribed device and answers the devices this call claimed. The
 * (order, device) primary key lets one claim win whichever process asks, so a device hears of an
 * order once even if two processes were to push it.
 */
export async function claimDevicesForOrder(
  db: Kysely<Database>,
  orderId: string,
): Promise<PushSubscriptionRow[]> {
  const devices = await db.selectFrom('push_subscription').selectAll().execute();
  const claimed: PushSubscriptionRow[] = [];
  const now = new Date().toISOString();
  for (const device of devices) {
    const won = await db
      .insertInto('push_delivery')
      .values({ order_id: orderId, subscription_id: device.id, created_at: now })
      .onConflict((oc) => oc.columns(['order_id', 'subscription_id']).doNothing())
      .returning('order_id')
      .executeTakeFirst();
    if (won) claimed.push(device);
  }
  return claimed;
}

function toDevice(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    endpoint: row.endpoint,
    device: row.device,
    language: languageOf(row.language),
    createdAt: toIso(row.created_at),
  };
}

export { languageOf };
