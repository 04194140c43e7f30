import type { FastifyPluginAsync } from 'fastify';
import { orThrow } from '#server/http-error.ts';
import { listActivity } from '#server/modules/activity/activity.repository.ts';
import { requireAdmin } from '#server/modules/auth/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import {
  ActivityPageSchema,
  PageQuerySchema,
  RoleChangeBodySchema,
  TeamMemberSchema,
  TeamPageSchema,
  UserIdParamsSchema,
} from '#shared/admin-records.ts';
import { changeRole, listTeam } from './team.repository.ts';

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
      return listTeam(app.db, request.query.page);
    },
  );

  r.put(
    '/api/admin/team/:id/role',
    {
      schema: { params: UserIdParamsSchema, body: RoleChangeBodySchema, response: { 200: TeamMemberSchema } },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      return orThrow(
        await changeRole(app.db, app.database.kind, {
          actor,
          userId: request.params.id,
          role: request.body.role,
        }),
      );
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
