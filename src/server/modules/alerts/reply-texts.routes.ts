import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '#server/modules/auth/session.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import { DEFAULT_REPLY_TEXTS, ReplyTextsPageSchema, ReplyTextsSchema } from '#shared/reply-texts.ts';
import { readReplyTexts, saveReplyTexts } from './reply-texts.repository.ts';

/** The owner's replies to customers, per status and language (docs/decisions/142); admins only. */
export const replyTextsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  r.get('/api/admin/reply-texts', { schema: { response: { 200: ReplyTextsPageSchema } } }, async () => ({
    texts: await readReplyTexts(app.db),
    defaults: DEFAULT_REPLY_TEXTS,
  }));

  r.put(
    '/api/admin/reply-texts',
    { schema: { body: ReplyTextsSchema, response: { 200: ReplyTextsPageSchema } } },
    async (request) => {
      const actor = await requireAdmin(request);
      const texts = request.body;
      await saveReplyTexts(app.db, actor, texts);
      return { texts, defaults: DEFAULT_REPLY_TEXTS };
    },
  );
};
