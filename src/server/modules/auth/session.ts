import type { FastifyRequest } from 'fastify';
import { HttpError } from '#server/http-error.ts';
import type { Role } from '#shared/constants.ts';
import { findLiveSession, readSessionToken, type SessionRecord } from './session-token.ts';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

const resolved = new WeakMap<FastifyRequest, Promise<SessionRecord | null>>();

/** This request's session, or null; read once per request from the session cookie. */
export function getSession(request: FastifyRequest): Promise<SessionRecord | null> {
  let pending = resolved.get(request);
  if (!pending) {
    const token = readSessionToken(request);
    pending = token ? findLiveSession(request.server.db, token) : Promise.resolve(null);
    resolved.set(request, pending);
  }
  return pending;
}

/** The signed-in user of this request, or null. */
export async function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  return (await getSession(request))?.user ?? null;
}

/**
 * The signed-in user, or 401 UNAUTHENTICATED. Used as an onRequest hook (so a signed-out caller
 * learns nothing about the shapes it sent) and in the handler, which gets its user from it; the
 * session is read once per request.
 */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw new HttpError(401, 'UNAUTHENTICATED');
  request.user = user;
  return user;
}

/** As requireUser, then 403 FORBIDDEN unless the user's role is admin (SPEC §5 messages). */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw new HttpError(403, 'FORBIDDEN');
  return user;
}
