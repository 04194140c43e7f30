import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_HERO_VIDEO_URL } from '#shared/settings-types.ts';
import type { AppConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Database } from './db/schema.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { ensureAdminAccount } from './modules/auth/admin-bootstrap.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { type Auth, createAuth } from './modules/auth/auth.ts';
import type { SessionUser } from './modules/auth/session.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { syncBrands } from './modules/catalogue/brand.repository.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { type CartEvents, createCartEvents } from './modules/live/cart-events.ts';
import { createMediaStorage, MEDIA_URL_PREFIX, type MediaStorage } from './modules/media/media.storage.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { seedDemoCatalogue } from './modules/seed/demo-seed.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { seedSettings } from './modules/settings/settings.repository.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsStore, type SettingsStore } from './modules/settings/settings-store.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { webRoutes } from './modules/web/web.routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from './plugins/zod.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    database: DatabaseHandle;
    auth: Auth;
    media: MediaStorage;
    /** Live cart changes per user, across app processes on PostgreSQL. */
    cartEvents: CartEvents;
    /** The owner's settings, cached in memory and dropped in every process when one saves. */
    settings: SettingsStore;
  }
  interface FastifyRequest {
    /** Set by the requireUser / requireAdmin guards. */
    user: SessionUser | null;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

/**
 * The whole server: infrastructure first, then one route plugin per domain, in one list.
 * Migrates the database and seeds the demo catalogue before it answers anything.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db, database.kind);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    // Time to receive a whole request, and how long an idle connection may stay open.
    requestTimeout: 30_000,
    connectionTimeout: 120_000,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  registerErrorHandler(app);
  registerOriginCheck(app, config);

  const media = createMediaStorage(path.join(config.dataDir, 'media'));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('media', media);
  app.decorate('auth', createAuth({ db: database.db, kind: database.kind, config }));
  app.decorateRequest('user', null);
  app.addHook('onClose', async () => database.close());
  const cartEvents = createCartEvents({ pgPool: database.pgPool, log: app.log });
  app.decorate('cartEvents', cartEvents);
  // Before the database closes: the LISTEN connection goes back to the pool first.
  app.addHook('preClose', async () => cartEvents.close());
  await cartEvents.ready;
  const settings = createSettingsStore({ db: database.db, pgPool: database.pgPool, log: app.log });
  app.decorate('settings', settings);
  app.addHook('preClose', async () => settings.close());
  await settings.ready;
  await seedSettings(database.db, {
    shopPhone: config.shopPhone,
    heroVideoUrl: config.heroVideoUrl === DEFAULT_HERO_VIDEO_URL ? undefined : config.heroVideoUrl,
  });

  // Infrastructure
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // react-select injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", ...originOf(config.heroVideoUrl)],
        frameSrc: ['https://www.google.com', 'https://maps.google.com'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { global: true, encodings: ['gzip', 'deflate'], threshold: 1024 });
  await app.register(fastifyStatic, {
    root: media.root,
    prefix: MEDIA_URL_PREFIX,
    decorateReply: false,
    index: false,
    // Stored names are unique and never overwritten: a URL always means the same bytes.
    cacheControl: false,
    setHeaders(reply) {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  // Domains
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(catalogueRoutes);
  await app.register(adminRoutes);
  await app.register(cartRoutes);
  await app.register(ordersRoutes);
  await app.register(settingsRoutes);
  await app.register(stockRoutes);
  await app.register(teamRoutes);
  await app.register(seoRoutes);
  await app.register(webRoutes);

  await syncBrands(database.db);
  if (config.adminEmail && config.adminPassword) {
    await ensureAdminAccount(app, { email: config.adminEmail, password: config.adminPassword });
  }
  if (config.seedDemo) await seedDemoCatalogue(database.db, media, app.log);

  return app;
}

function originOf(url: string): string[] {
  try {
    return url.startsWith('http') ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}
