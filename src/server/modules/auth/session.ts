import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '#shared/constants.ts';
import { HttpError } from '../../http-error.ts';
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

/** preHandler: 401 UNAUTHENTICATED unless signed in; sets request.user. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await getSessionUser(request);
  if (!user) throw new HttpError(401, 'UNAUTHENTICATED', 'Please log in first.');
  request.user = user;
}

/** preHandler: 401 when signed out, 403 FORBIDDEN unless the user's role is admin. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (request.user?.role !== 'admin') {
    throw new HttpError(403, 'FORBIDDEN', 'This needs an admin account.');
  }
}
