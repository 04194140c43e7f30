import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '#server/http-error.ts';
import { requireAdmin } from '#server/modules/auth/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import {
  PushDeviceParamsSchema,
  PushDeviceSchema,
  PushEndpointBodySchema,
  PushSettingsSchema,
  PushSubscriptionBodySchema,
} from '#shared/push.ts';
import { listDevices, removeDevice, saveSubscription } from './push-subscription.repository.ts';

/**
 * "Alert me on this device" (docs/decisions/140): an admin reads the shop's public key and his
 * devices, adds this device's subscription, and removes a device. Admins only; each admin sees and
 * removes only his own devices.
 */
export const pushRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  r.get('/api/admin/push', { schema: { response: { 200: PushSettingsSchema } } }, async (request) => {
    const admin = await requireAdmin(request);
    const [keys, devices] = await Promise.all([app.orderAlerts.keys(), listDevices(app.db, admin.id)]);
    return { publicKey: keys.publicKey, devices };
  });

  r.put(
    '/api/admin/push/subscription',
    { schema: { body: PushSubscriptionBodySchema, response: { 200: PushDeviceSchema } } },
    async (request) => {
      const admin = await requireAdmin(request);
      const device = await saveSubscription(app.db, admin.id, request.body);
      request.log.info({ device: device.id }, 'device subscribed to order alerts');
      return device;
    },
  );

  r.delete(
    '/api/admin/push/subscription',
    { schema: { body: PushEndpointBodySchema } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      if (!(await removeDevice(app.db, admin.id, { endpoint: request.body.endpoint }))) {
        throw notFound('DEVICE_NOT_FOUND');
      }
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/admin/push/devices/:id',
    { schema: { params: PushDeviceParamsSchema } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      if (!(await removeDevice(app.db, admin.id, { id: request.params.id })))
        throw notFound('DEVICE_NOT_FOUND');
      return reply.status(204).send();
    },
  );
};
