import { betterAuth } from 'better-auth';
import type { Kysely } from 'kysely';
import type { AppConfig } from '#server/config.ts';
import type { DatabaseKind } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { SESSION_LIFETIME } from './session-token.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/**
 * Email + password accounts with server sessions in httpOnly cookies, on the app's own Kysely
 * instance (one connection, one transaction at a time). Column names map to our snake_case
 * tables (migrations/0002-accounts.ts).
 */
export function createAuth(options: { db: Kysely<Database>; kind: DatabaseKind; config: AppConfig }) {
  const { db, kind, config } = options;
  return betterAuth({
    appName: 'Saadiyat Perfumes',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.sessionSecret,
    trustedOrigins: [config.publicUrl],
    // better-auth types its Kysely loosely; the instance is the app's own.
    database: { db: db as unknown as Kysely<Record<string, never>>, type: kind, transaction: true },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: {
        hash: (password) => hashPassword(password, config.passwordHashCost),
        verify: verifyPassword,
      },
    },
    user: {
      fields: { emailVerified: 'email_verified', ...timestamps },
      additionalFields: {
        // Clients can never write a role: it changes only through the server's admin bootstrap.
        role: { type: 'string', required: false, input: false, defaultValue: 'user' },
      },
    },
    session: {
      fields: {
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        userId: 'user_id',
        ...timestamps,
      },
      // The idle lifetime; our session-token.ts slides it and adds the absolute one (ADR 053).
      expiresIn: SESSION_LIFETIME.idleMs / 1000,
    },
    account: {
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    verification: { fields: { expiresAt: 'expires_at', ...timestamps } },
    // Our own limiter (keyed on the real peer address, every environment) guards login and sign-up.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: config.publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      database: { generateId: () => crypto.randomUUID() },
    },
    telemetry: { enabled: false },
    // Refused logins are expected answers, logged by our error handler with the request; only
    // better-auth's real failures are worth its own console output.
    logger: { level: 'error' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
