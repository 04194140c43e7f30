import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '#server/http-error.ts';
import { describeChanges, recordActivity } from '#server/modules/activity/activity.repository.ts';
import { requireAdmin } from '#server/modules/auth/session.ts';
import { storeImage } from '#server/modules/media/image.service.ts';
import { makeStoredName, mediaUrl } from '#server/modules/media/media.storage.ts';
import type { ZodTypeProvider } from '#server/plugins/zod.ts';
import { settingChanges } from '#shared/activity-changes.ts';
import { EDITABLE_SECTION_SCHEMAS, type EditableSection, ShopSettingsSchema } from '#shared/settings.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import { HERO_MULTIPART_LIMITS, readHeroUpload } from './hero-upload.ts';
import { readSettings, writeSection } from './settings.repository.ts';

/**
 * The owner's settings: read by every page (public), saved section by section by admins. Each
 * save and its activity line commit together, then every app process forgets its cached copy.
 */
export const settingsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/settings', { schema: { response: { 200: ShopSettingsSchema } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return app.settings.get();
  });

  await app.register(async (admin) => {
    await admin.register(fastifyMultipart, { limits: HERO_MULTIPART_LIMITS, throwFileSizeLimit: false });
    // Before body validation: a non-admin learns nothing about the shapes it sent.
    admin.addHook('onRequest', requireAdmin);
    const a = admin.withTypeProvider<ZodTypeProvider>();

    a.get(
      '/api/admin/settings',
      { schema: { response: { 200: ShopSettingsSchema } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return readSettings(app.db);
      },
    );

    const saveSection = async <S extends keyof ShopSettings>(
      request: FastifyRequest,
      section: S,
      next: (current: ShopSettings[S]) => ShopSettings[S],
    ): Promise<ShopSettings> => {
      const actor = await requireAdmin(request);
      const saved = await app.db.transaction().execute(async (tx) => {
        const current = await readSettings(tx);
        const value = next(current[section]);
        await writeSection(tx, section, value);
        // A save that changed nothing is no news for the log.
        const changes = settingChanges(current[section], value);
        if (changes.length > 0) {
          await recordActivity(tx, {
            actor,
            kind: 'setting',
            subject: section,
            detail: describeChanges(changes),
            record: { code: 'SETTINGS_CHANGED', params: { changes } },
          });
        }
        return { ...current, [section]: value };
      });
      app.settings.changed();
      return saved;
    };

    for (const section of Object.keys(EDITABLE_SECTION_SCHEMAS) as EditableSection[]) {
      a.put(
        `/api/admin/settings/${section}`,
        { schema: { body: EDITABLE_SECTION_SCHEMAS[section], response: { 200: ShopSettingsSchema } } },
        // The schema of this very section checked the body.
        async (request) => saveSection(request, section, () => request.body as ShopSettings[typeof section]),
      );
    }

    a.post(
      '/api/admin/settings/hero',
      { schema: { response: { 200: ShopSettingsSchema } } },
      async (request) => {
        const upload = await readHeroUpload(request);
        let videoUrl: string | null = null;
        let posterUrl: string | null = null;
        if (upload.poster) {
          try {
            posterUrl = (await storeImage(app.media, upload.poster.data, upload.poster.fileName || 'poster'))
              .url;
          } catch (error) {
            if (!(error instanceof HttpError)) throw error;
            throw new HttpError(400, 'VALIDATION_FAILED', `poster: ${error.message}`, [
              { path: 'body.poster', message: error.message },
            ]);
          }
        }
        // After the poster: a refused poster leaves no video behind.
        if (upload.video) {
          const name = makeStoredName(upload.video.fileName || 'hero', upload.video.format);
          await app.media.put(name, upload.video.data, `video/${upload.video.format}`);
          videoUrl = mediaUrl(name);
        }
        return saveSection(request, 'hero', (current) => ({
          videoUrl: videoUrl ?? current.videoUrl,
          posterUrl: posterUrl ?? current.posterUrl,
        }));
      },
    );

    a.delete(
      '/api/admin/settings/hero',
      { schema: { response: { 200: ShopSettingsSchema } } },
      async (request) => saveSection(request, 'hero', () => ({ videoUrl: null, posterUrl: null })),
    );
  });
};
