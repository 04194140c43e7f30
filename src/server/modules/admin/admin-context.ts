import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '#server/modules/auth/session.ts';
import type { AdminContext } from './product-admin.service.ts';

/** What a catalogue change needs from the app and the request: the stores, the log, who acts. */
export async function adminContext(app: FastifyInstance, request: FastifyRequest): Promise<AdminContext> {
  return {
    db: app.db,
    kind: app.database.kind,
    media: app.media,
    log: request.log,
    actor: await requireAdmin(request),
    shopName: (await app.settings.get()).shop.name,
  };
}
