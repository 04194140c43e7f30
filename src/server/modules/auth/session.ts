import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Role, toRole } from '#shared/constants.ts';
import { HttpError } from '../../http-error.ts';

export interface SessionUser {
  id: string;
  email: string;
  role: Role;
}

const resolved = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();

/** The signed-in user of this request, or null; read once per request from the session cookie. */
export function getSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = request.server.auth.api
      .getSession({ headers: fromNodeHeaders(request.headers) })
      .then((session) =>
        session ? { id: session.user.id, email: session.user.email, role: toRole(session.user.role) } : null,
      );
    resolved.set(request, pending);
  }
  return pending;
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
