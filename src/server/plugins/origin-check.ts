import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '#server/config.ts';
import { HttpError } from '#server/http-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `npm run dev` serves the pages from Vite, which forwards /api with the page's Origin. */
const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export function allowedOrigins(config: AppConfig): Set<string> {
  const origins = new Set([new URL(config.publicUrl).origin]);
  if (config.env === 'development') for (const origin of DEV_SERVER_ORIGINS) origins.add(origin);
  return origins;
}

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The origin the browser says the request comes from: Origin, or Referer's when Origin is absent. */
function requestOrigin(request: FastifyRequest): string | null {
  const { origin, referer } = request.headers;
  if (typeof origin === 'string' && origin !== '') return origin === 'null' ? null : originOf(origin);
  if (typeof referer === 'string' && referer !== '') return originOf(referer);
  return null;
}

/**
 * The address this request was sent to. A page of the shop opened at another address than
 * PUBLIC_URL (the server's LAN address from a phone in the shop, 127.0.0.1) names this origin;
 * a page of another site cannot make a browser send an Origin that matches our Host.
 */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Cross-site request forgery guard for the whole app: every POST, PUT, PATCH and DELETE must come
 * from a page of the shop itself. SameSite=Lax cookies already stop most of it; this also covers
 * same-site subdomains and old browsers. A request naming no origin at all (curl, scripts) is
 * refused too: the API has no client but the shop's pages.
 */
export function registerOriginCheck(app: FastifyInstance, config: AppConfig): void {
  const allowed = allowedOrigins(config);
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const origin = requestOrigin(request);
    if (origin && (allowed.has(origin) || origin === ownOrigin(request))) return;
    throw new HttpError(
      403,
      'CROSS_SITE_REQUEST',
      origin
        ? `Requests from ${origin} may not change anything here.`
        : 'This request must come from a page of the shop (Origin header missing).',
    );
  });
}
