import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/db/unavailable.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';

const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});

/** Liveness and readiness in one: answers 503 when the database does not answer. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      { schema: { response: { 200: HealthSchema, 503: HealthSchema } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        try {
          await sql`select 1`.execute(app.db);
          return { status: 'ok' as const, database: 'ok' as const };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unavailable');
          reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
          return reply.status(503).send({ status: 'unavailable' as const, database: 'unavailable' as const });
        }
      },
    );
};
