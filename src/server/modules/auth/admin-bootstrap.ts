import type { FastifyInstance } from 'fastify';
import { emailPrefix } from '#shared/format.ts';
import { findUserByEmail, setUserRole } from './user.repository.ts';

export type AdminBootstrapResult = 'created' | 'promoted' | 'unchanged';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD at start: creates that account as admin, or promotes it when it
 * exists. The password is only used on creation: a restart never resets an owner's changed password.
 * Creates the user through better-auth's own adapter (same hashing, same tables) without opening a
 * session nobody would use.
 */
export async function ensureAdminAccount(
  app: FastifyInstance,
  credentials: { email: string; password: string },
): Promise<AdminBootstrapResult> {
  const email = credentials.email.trim().toLowerCase();
  const existing = await findUserByEmail(app.db, email);
  if (existing) {
    if (existing.role === 'admin') return 'unchanged';
    await setUserRole(app.db, email, 'admin');
    app.log.info({ email }, 'admin bootstrap: existing account promoted to admin');
    return 'promoted';
  }

  const context = await app.auth.$context;
  const hash = await context.password.hash(credentials.password);
  try {
    const user = await context.internalAdapter.createUser(
      { email, name: emailPrefix(email), role: 'admin' },
      { method: 'email-password' },
    );
    await context.internalAdapter.linkAccount({
      userId: user.id,
      providerId: 'credential',
      accountId: user.id,
      password: hash,
    });
  } catch (error) {
    // Several processes starting together on one PostgreSQL database: another one created it first.
    if (!(await findUserByEmail(app.db, email))) throw error;
  }
  // The role is written explicitly: better-auth drops fields declared `input: false` on some paths.
  await setUserRole(app.db, email, 'admin');
  app.log.info({ email }, 'admin bootstrap: admin account created');
  return 'created';
}
