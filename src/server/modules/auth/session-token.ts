import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '#server/config.ts';
import type { Database } from '#server/db/schema.ts';
import { withRelaxedDurability } from '#server/db/sqlite-dialect.ts';
import { type Role, toRole } from '#shared/constants.ts';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long a session lives (docs/decisions/053-session-lifetimes.md): it ends after a week without
 * a visit (sliding) and, whatever the activity, 30 days after the login (12 hours for an admin).
 */
export const SESSION_LIFETIME = {
  idleMs: 7 * DAY_MS,
  absoluteMs: { user: 30 * DAY_MS, admin: 12 * HOUR_MS } satisfies Record<Role, number>,
  /** The sliding expiry is written at most this often, not on every request. */
  refreshAfterMs: HOUR_MS,
} as const;

export interface SessionRecord {
  sessionId: string;
  user: { id: string; email: string; role: Role };
}

/** `__Host-` over https: only this exact origin, Secure, path /, no Domain (ASVS 5.0 V3.3.1). */
export function cookieName(config: AppConfig, name: string): string {
  return isHttps(config) ? `__Host-${name}` : name;
}

export function isHttps(config: AppConfig): boolean {
  return config.publicUrl.startsWith('https://');
}

export function sessionCookieName(config: AppConfig): string {
  return cookieName(config, 'session_token');
}

/** The database keeps only this digest: a copy of the session table signs nobody in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Takes over the session better-auth just created: its row gets the digest of a new random token
 * (and the client address as the server sees it), and the browser gets the token itself.
 */
export async function issueSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  createdToken: string,
  role: Role,
): Promise<void> {
  const { config, db } = request.server;
  const token = randomBytes(32).toString('base64url');
  // No fsync of its own: lost to a power cut, the row keeps a token nobody was given (a new login).
  const updated = await withRelaxedDurability(() =>
    db
      .updateTable('session')
      .set({ token: hashToken(token), ip_address: request.ip })
      .where('token', '=', createdToken)
      .executeTakeFirst(),
  );
  if (Number(updated.numUpdatedRows) !== 1) throw new Error('the new session was not found');
  reply.setCookie(sessionCookieName(config), token, {
    path: '/',
    httpOnly: true,
    secure: isHttps(config),
    sameSite: 'lax',
    maxAge: Math.floor(SESSION_LIFETIME.absoluteMs[role] / 1000),
  });
}

export function readSessionToken(request: FastifyRequest): string | undefined {
  const value = request.cookies[sessionCookieName(request.server.config)];
  return value && value.length <= 200 ? value : undefined;
}

/**
 * The session of this token when it is still alive; an expired one (idle or absolute) is deleted.
 * A live one slides its idle expiry forward, at most once per refreshAfterMs.
 */
export async function findLiveSession(
  db: Kysely<Database>,
  token: string,
  now = Date.now(),
): Promise<SessionRecord | null> {
  const row = await db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.user_id')
    .select([
      'session.id as sessionId',
      'session.created_at as createdAt',
      'session.expires_at as expiresAt',
      'user.id as userId',
      'user.email as email',
      'user.role as role',
    ])
    .where('session.token', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  const role = toRole(row.role);
  const createdAt = new Date(row.createdAt).getTime();
  const expiresAt = new Date(row.expiresAt).getTime();
  const absoluteEnd = createdAt + SESSION_LIFETIME.absoluteMs[role];
  if (expiresAt <= now || absoluteEnd <= now) {
    await db.deleteFrom('session').where('id', '=', row.sessionId).execute();
    return null;
  }
  const nextExpiry = Math.min(now + SESSION_LIFETIME.idleMs, absoluteEnd);
  if (nextExpiry - expiresAt >= SESSION_LIFETIME.refreshAfterMs) {
    const at = new Date(now).toISOString();
    await withRelaxedDurability(() =>
      db
        .updateTable('session')
        .set({ expires_at: new Date(nextExpiry).toISOString(), updated_at: at })
        .where('id', '=', row.sessionId)
        .execute(),
    );
  }
  return { sessionId: row.sessionId, user: { id: row.userId, email: row.email, role } };
}

export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('session').where('id', '=', sessionId).execute();
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const { config } = request.server;
  reply.clearCookie(sessionCookieName(config), {
    path: '/',
    httpOnly: true,
    secure: isHttps(config),
    sameSite: 'lax',
  });
}
