import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.ts';
import { type Role, toRole } from '#shared/constants.ts';

export interface UserSummary {
  id: string;
  email: string;
  role: Role;
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserSummary | null> {
  const row = await db
    .selectFrom('user')
    .select(['id', 'email', 'role'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row ? { id: row.id, email: row.email, role: toRole(row.role) } : null;
}

/** The only way a role changes: server-side (admin bootstrap and the admin CLI). */
export async function setUserRole(db: Kysely<Database>, email: string, role: Role): Promise<boolean> {
  const result = await db
    .updateTable('user')
    .set({ role, updated_at: new Date().toISOString() })
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
