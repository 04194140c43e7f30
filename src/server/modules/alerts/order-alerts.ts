import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import webpush from 'web-push';
import type { Database } from '#server/db/schema.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { localizedPath, textDirection } from '#shared/i18n/languages.ts';
import { PATHS } from '#shared/paths.ts';
import type { PushPayload } from '#shared/push.ts';
import {
  claimDevicesForOrder,
  forgetSubscription,
  languageOf,
  type PushSubscriptionRow,
} from './push-subscription.repository.ts';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.ts';

/** Lines named in an alert; the rest is "and N more". */
const LINES_SHOWN = 3;
/** An alert a phone gets half a day late is still worth having; older, the inbox says it better. */
const ALERT_TTL_SECONDS = 12 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export interface OrderAlerts {
  /** The shop's VAPID keys (made on first use, kept in the database). */
  keys(): Promise<VapidKeys>;
  /** Pushes a just-placed order (by its reference) to every subscribed device once; never throws. */
  newOrder(reference: string): Promise<void>;
}

export function createOrderAlerts(options: {
  db: Kysely<Database>;
  publicUrl: string;
  log: FastifyBaseLogger;
}): OrderAlerts {
  const { db, log } = options;
  let keys: Promise<VapidKeys> | null = null;
  const loadKeys = () => {
    keys ??= loadVapidKeys(db).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
  // web-push wants an https: or mailto: contact; a shop on plain http (a laptop, a LAN) has no https one.
  const subject = options.publicUrl.startsWith('https://') ? options.publicUrl : 'mailto:owner@shop.invalid';

  async function send(device: PushSubscriptionRow, payload: PushPayload, vapid: VapidKeys): Promise<void> {
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: ALERT_TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      },
    );
    // The library encrypts and signs; the request itself goes through fetch, which has a timeout.
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: new Uint8Array(request.body),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) {
      await forgetSubscription(db, device.id);
      log.info({ device: device.id, status: response.status }, 'push subscription gone; removed');
      return;
    }
    if (!response.ok)
      log.warn({ device: device.id, status: response.status }, 'push service refused an alert');
  }

  return {
    keys: loadKeys,
    async newOrder(reference) {
      try {
        const order = await db
          .selectFrom('placed_order')
          .select(['id', 'reference', 'total_cents'])
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow();
        const devices = await claimDevicesForOrder(db, order.id);
        if (devices.length === 0) return;
        const [lines, vapid] = await Promise.all([
          db
            .selectFrom('placed_order_item')
            .selectAll()
            .where('order_id', '=', order.id)
            .orderBy('position')
            .execute(),
          loadKeys(),
        ]);
        await Promise.all(
          devices.map((device) => {
            const language = languageOf(device.language);
            const { push: words, fn } = catalogueFor(language);
            const named = lines.flatMap((line) => [
              ...(line.size_100ml_quantity > 0
                ? [words.line(line.size_100ml_quantity, line.name, '100')]
                : []),
              ...(line.size_50ml_quantity > 0 ? [words.line(line.size_50ml_quantity, line.name, '50')] : []),
            ]);
            const shown = named.slice(0, LINES_SHOWN);
            const rest = named.length - shown.length;
            const payload: PushPayload = {
              title: words.title(order.reference, fn.dollars(order.total_cents)),
              body: [...shown, ...(rest > 0 ? [words.more(rest)] : [])].join('\n'),
              url: localizedPath(
                language,
                `${PATHS.adminOrders}?${new URLSearchParams({ q: order.reference })}`,
              ),
              tag: order.reference,
              lang: language,
              dir: textDirection(language),
            };
            return send(device, payload, vapid).catch((error: unknown) => {
              log.warn(
                { device: device.id, reason: error instanceof Error ? error.message : String(error) },
                'an order alert could not be sent',
              );
            });
          }),
        );
      } catch (error) {
        log.error({ err: error, reference }, 'order alerts failed');
      }
    },
  };
}
