import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { orThrow } from '#server/http-error.ts';
import { requireAdmin } from '#server/modules/auth/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import {
  DiscountCodeInputSchema,
  DiscountCodeListSchema,
  DiscountCodeParamsSchema,
  DiscountCodeSchema,
} from '#shared/discount-codes.ts';
import {
  createDiscountCode,
  listDiscountCodes,
  setDiscountCodeActive,
  updateDiscountCode,
} from './discount-code.repository.ts';

/** The owner's discount codes (docs/decisions/191); checkout's check is the order book's. */
export const discountCodesRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/discount-codes',
    { onRequest: requireAdmin, schema: { response: { 200: DiscountCodeListSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return listDiscountCodes(app.db);
    },
  );

  r.post(
    '/api/admin/discount-codes',
    {
      onRequest: requireAdmin,
      schema: { body: DiscountCodeInputSchema, response: { 201: DiscountCodeSchema } },
    },
    async (request, reply) => {
      const actor = await requireAdmin(request);
      const created = orThrow(await createDiscountCode(app.db, actor, request.body, app.clock.now()));
      return reply.status(201).send(created);
    },
  );

  r.put(
    '/api/admin/discount-codes/:id',
    {
      onRequest: requireAdmin,
      schema: {
        params: DiscountCodeParamsSchema,
        body: DiscountCodeInputSchema,
        response: { 200: DiscountCodeSchema },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      return orThrow(
        await updateDiscountCode(app.db, actor, request.params.id, request.body, app.clock.now()),
      );
    },
  );

  r.put(
    '/api/admin/discount-codes/:id/active',
    {
      onRequest: requireAdmin,
      schema: {
        params: DiscountCodeParamsSchema,
        body: z.object({ isActive: z.boolean() }),
        response: { 200: DiscountCodeSchema },
      },
    },
    async (request) => {
      const actor = await requireAdmin(request);
      const { id } = request.params;
      return orThrow(await setDiscountCodeActive(app.db, actor, id, request.body.isActive, app.clock.now()));
    },
  );
};
