import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[\w.:-]{1,100}$/;

/**
 * Fastify's genReqId: the proxy's X-Request-Id when the proxy is trusted (so one id follows a
 * request through Caddy and the app), a fresh UUID otherwise. Every log line of the request
 * carries it as reqId.
 */
export function requestIdGenerator(isBehindProxy: boolean): (raw: IncomingMessage) => string {
  return (raw) => {
    const given = raw.headers[REQUEST_ID_HEADER];
    return isBehindProxy && typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
  };
}

/** The response names its request id, so a customer's report can be matched to the logs. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
