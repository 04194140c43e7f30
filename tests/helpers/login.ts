import type { FastifyInstance } from 'fastify';
import { SAME_ORIGIN } from './test-app.ts';

/** POST /api/auth/login as a browser at the client address `from` would send it. */
export function loginFrom(
  app: FastifyInstance,
  from: string,
  payload: { email: string; password: string },
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { ...SAME_ORIGIN, ...headers },
    payload,
    remoteAddress: from,
  });
}
