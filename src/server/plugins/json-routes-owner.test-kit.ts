import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { DEFAULT_REPLY_TEXTS } from '#shared/reply-texts.ts';
import type { TestUser } from '#tests/helpers/factories.ts';
import type { RouteSample } from './json-routes.test-kit.ts';

/**
 * The owner's order tools (alerts, replies, undo, delivery areas), each with a request it accepts:
 * kept beside the main list so each file stays one screenful of routes.
 */
export function ownerToolSamples(admin: TestUser, orderId: string): RouteSample[] {
  const none = { params: {}, query: {}, body: undefined };
  const device = createECDH('prime256v1');
  device.generateKeys();
  const endpoint = 'http://127.0.0.1:9/push/device';
  return [
    { method: 'GET', route: '/api/admin/push', ...none, user: admin },
    {
      method: 'PUT',
      route: '/api/admin/push/subscription',
      ...none,
      body: {
        endpoint,
        keys: {
          p256dh: device.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
        language: 'en',
        device: 'Shop phone',
      },
      user: admin,
    },
    { method: 'DELETE', route: '/api/admin/push/subscription', ...none, body: { endpoint }, user: admin },
    {
      method: 'DELETE',
      route: '/api/admin/push/devices/:id',
      ...none,
      params: { id: randomUUID() },
      user: admin,
    },
    { method: 'GET', route: '/api/admin/reply-texts', ...none, user: admin },
    { method: 'PUT', route: '/api/admin/reply-texts', ...none, body: DEFAULT_REPLY_TEXTS, user: admin },
    {
      method: 'POST',
      route: '/api/admin/orders/:id/undo',
      ...none,
      params: { id: orderId },
      body: { eventId: randomUUID() },
      user: admin,
    },
    {
      method: 'PUT',
      route: '/api/admin/settings/delivery',
      ...none,
      body: {
        areas: [
          {
            id: 'beirut',
            names: { en: 'Beirut', ar: 'بيروت', fr: 'Beyrouth' },
            feeCents: 300,
            freeFromCents: 5000,
          },
        ],
        isPickupOffered: true,
      },
      user: admin,
    },
  ];
}
