import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { pingDatabase } from '#server/db/database.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';

const CHECK_TIMEOUT_MS = 2000;

const PartSchema = z.enum(['ok', 'unavailable']);
const ReadySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: PartSchema,
  media: PartSchema,
  /** `full` from a write that failed for want of space until a probe write works again. */
  disk: z.enum(['ok', 'full']),
});

/**
 * Readiness, for a load balancer: 200 only when the database and the image store both answer
 * within 2 s, 503 otherwise and from the moment a shutdown begins (/api/health stays liveness).
 */
export const readyRoutes: FastifyPluginAsync = async (app) => {
  let isDraining = false;
  app.addHook('preClose', async () => {
    isDraining = true;
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/ready',
      { schema: { response: { 200: ReadySchema, 503: ReadySchema } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const [database, media, isWritable] = await Promise.all([
          answers('database', () => pingDatabase(app.db)),
          answers('media', () => app.media.check()),
          app.diskSpace.recheck(),
        ]);
        const disk = isWritable ? ('ok' as const) : ('full' as const);
        const isReady = !isDraining && database === 'ok' && media === 'ok' && isWritable;
        return reply
          .status(isReady ? 200 : 503)
          .send({ status: isReady ? 'ready' : 'unavailable', database, media, disk });

        async function answers(part: string, check: () => Promise<unknown>): Promise<'ok' | 'unavailable'> {
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)),
              CHECK_TIMEOUT_MS,
            );
          });
          try {
            await Promise.race([check(), timeout]);
            return 'ok';
          } catch (error) {
            request.log.warn({ err: error, part }, 'readiness check failed');
            return 'unavailable';
          } finally {
            clearTimeout(timer);
          }
        }
      },
    );
};
