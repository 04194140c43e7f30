import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';

const HealthSchema = z.object({ status: z.literal('ok') });

/**
 * Liveness: the process answers. It asks nothing of the database or the storage, so a restarting
 * database never gets a healthy process killed; /api/ready says whether to send it visitors
 * (docs/decisions/152).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/health', { schema: { response: { 200: HealthSchema } } }, async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const };
    });
};
