import type { Kysely } from 'kysely';
import { type DatabaseKind, toIso } from '#server/db/database.ts';
import type { Database } from '#server/db/schema.ts';
import { type Actor, recordActivity } from '#server/modules/activity/activity.repository.ts';
import { Refused, type Result, runRefusable } from '#server/result.ts';
import { TEAM_PAGE_SIZE, type TeamMember, type TeamPage } from '#shared/admin-records.ts';
import { type Role, toRole } from '#shared/constants.ts';

/** One page of every account, oldest first, with how many pages there are. */
export async function listTeam(db: Kysely<Database>, page: number): Promise<TeamPage> {
  const { count } = await db
    .selectFrom('user')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('user')
    .select(['id', 'email', 'role', 'created_at'])
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(TEAM_PAGE_SIZE)
    .offset((page - 1) * TEAM_PAGE_SIZE)
    .execute();
  return {
    members: rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: toRole(row.role),
      createdAt: toIso(row.created_at),
    })),
    page,
    pageCount: Math.max(1, Math.ceil(Number(count) / TEAM_PAGE_SIZE)),
  };
}

/**
 * Gives an account a role, with a line in the activity log when it changes. The shop keeps at least
 * one admin, and an admin never demotes themselves.
 */
export function changeRole(
  db: Kysely<Database>,
  kind: DatabaseKind,
  change: { actor: Actor; userId: string; role: Role },
): Promise<Result<TeamMember>> {
  const { actor, userId, role } = change;
  return runRefusable(() =>
    db.transaction().execute(async (tx) => {
      // On PostgreSQL the admins' rows stay locked until commit: two admins demoting each other
      // at once cannot leave the shop without one. SQLite runs one write transaction at a time.
      let admins = tx.selectFrom('user').select(['id']).where('role', '=', 'admin');
      if (kind === 'postgres') admins = admins.forUpdate();
      const adminIds = (await admins.execute()).map((row) => row.id);
      const user = await tx
        .selectFrom('user')
        .select(['id', 'email', 'role', 'created_at'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!user) throw new Refused('USER_NOT_FOUND', 'There is no account with this id.');
      const before = toRole(user.role);
      if (before !== role) {
        if (before === 'admin' && adminIds.length <= 1) throw new Refused('LAST_ADMIN');
        if (before === 'admin' && userId === actor.id) throw new Refused('CANNOT_DEMOTE_SELF');
        await tx
          .updateTable('user')
          .set({ role, updated_at: new Date().toISOString() })
          .where('id', '=', userId)
          .execute();
        await recordActivity(tx, {
          actor,
          kind: 'role',
          subject: user.email,
          detail: `${before} → ${role}`,
          record: { code: 'ROLE_CHANGED', params: { from: before, to: role } },
        });
      }
      return { id: user.id, email: user.email, role, createdAt: toIso(user.created_at) };
    }),
  );
}
