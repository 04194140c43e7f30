import type { FastifyPluginAsync } from 'fastify';
import { toIso } from '#server/db/database.ts';
import { HttpError, notFound } from '#server/http-error.ts';
import { listActivity, recordActivity } from '#server/modules/activity/activity.repository.ts';
import { requireAdmin } from '#server/modules/auth/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import {
  ActivityPageSchema,
  PageQuerySchema,
  RoleChangeBodySchema,
  TEAM_PAGE_SIZE,
  TeamMemberSchema,
  TeamPageSchema,
  UserIdParamsSchema,
} from '#shared/admin-records.ts';
import { toRole } from '#shared/constants.ts';

/**
 * The admin team (every account, its role, promote and demote) and the activity log. The server
 * keeps at least one admin and never lets an admin demote themselves.
 */
export const teamRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', requireAdmin);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/team',
    { schema: { querystring: PageQuerySchema, response: { 200: TeamPageSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { page } = request.query;
      const { count } = await app.db
        .selectFrom('user')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      const rows = await app.db
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
    },
  );

  r.put(
    '/api/admin/team/:id/role',
    {
      schema: { params: UserIdParamsSchema, body: RoleChangeBodySchema, response: { 200: TeamMemberSchema } },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const { id } = request.params;
      const { role } = request.body;
      return app.db.transaction().execute(async (tx) => {
        // On PostgreSQL the admins' rows stay locked until commit: two admins demoting each other
        // at once cannot leave the shop without one. SQLite runs one write transaction at a time.
        let admins = tx.selectFrom('user').select(['id']).where('role', '=', 'admin');
        if (app.database.kind === 'postgres') admins = admins.forUpdate();
        const adminIds = (await admins.execute()).map((row) => row.id);
        const user = await tx
          .selectFrom('user')
          .select(['id', 'email', 'role', 'created_at'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!user) throw notFound('USER_NOT_FOUND', 'There is no account with this id.');
        const before = toRole(user.role);
        if (before !== role) {
          if (before === 'admin' && adminIds.length <= 1) {
            throw new HttpError(409, 'LAST_ADMIN');
          }
          if (before === 'admin' && id === actor.id) {
            throw new HttpError(409, 'CANNOT_DEMOTE_SELF');
          }
          await tx
            .updateTable('user')
            .set({ role, updated_at: new Date().toISOString() })
            .where('id', '=', id)
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
      });
    },
  );

  r.get(
    '/api/admin/activity',
    { schema: { querystring: PageQuerySchema, response: { 200: ActivityPageSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listActivity(app.db, request.query.page);
    },
  );
};
