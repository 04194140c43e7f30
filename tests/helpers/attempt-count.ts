import type { FastifyInstance } from 'fastify';

/** The attempts counted on one rate-limit key (table auth_limit), 0 when it has none. */
export async function attemptCount(app: FastifyInstance, key: string): Promise<number> {
  const row = await app.db.selectFrom('auth_limit').select('count').where('key', '=', key).executeTakeFirst();
  return row?.count ?? 0;
}
