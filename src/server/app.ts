import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_HERO_VIDEO_URL } from '#shared/settings-types.ts';
import { type Clock, SYSTEM_CLOCK } from './clock.ts';
import type { AppConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Database } from './db/schema.ts';
import { registerDrainHeader } from './drain.ts';
import { chooseLogFormat, loggerOptions, withRedaction } from './logging.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { adminListRoutes } from './modules/admin-list/admin-list.routes.ts';
import { adminAppRoutes } from './modules/alerts/admin-app.routes.ts';
import { createOrderAlerts, type OrderAlerts } from './modules/alerts/order-alerts.ts';
import { pushRoutes } from './modules/alerts/push.routes.ts';
import { replyTextsRoutes } from './modules/alerts/reply-texts.routes.ts';
import { ensureAdminAccount } from './modules/auth/admin-bootstrap.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { type Auth, createAuth } from './modules/auth/auth.ts';
import { cookieSigningSecret } from './modules/auth/device-cookie.ts';
import { HashQueue } from './modules/auth/hash-queue.ts';
import type { SessionUser } from './modules/auth/session.ts';
import { brandsAdminRoutes } from './modules/brands/brands-admin.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { type CatalogueCache, createCatalogueCache } from './modules/catalogue/catalogue-cache.ts';
import { discountCodesRoutes } from './modules/discount-codes/discount-codes.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { type CartEvents, createCartEvents } from './modules/live/cart-events.ts';
import { createPgNotifications } from './modules/live/pg-channel.ts';
import { openMediaStorage } from './modules/media/create-media-storage.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import type { MediaStorage } from './modules/media/media.storage.ts';
import { createPicturePreparation, type PicturePreparation } from './modules/media/picture-preparation.ts';
import { DiskSpace } from './modules/operations/disk-space.ts';
import { registerMetrics, type ShopMetrics } from './modules/operations/metrics.ts';
import { readyRoutes } from './modules/operations/ready.routes.ts';
import { discountCheckRoutes } from './modules/order-book/discount-check.routes.ts';
import { inboxRoutes } from './modules/order-book/inbox.routes.ts';
import { orderBookRoutes } from './modules/order-book/order-book.routes.ts';
import { pendingOrdersRoutes } from './modules/pending-orders/pending-orders.routes.ts';
import { productPhotosRoutes } from './modules/photos/product-photos.routes.ts';
import { productPricesRoutes } from './modules/product-prices/product-prices.routes.ts';
import { drawDemoBottle, seedDemoCatalogue } from './modules/seed/demo-seed.ts';
import { fillDemoTranslations } from './modules/seed/demo-translations-backfill.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { seedSettings } from './modules/settings/settings.repository.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { createSettingsStore, type SettingsStore } from './modules/settings/settings-store.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { stockCountRoutes } from './modules/stock-counts/stock-counts.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { SCRIPT_STARTER_CSP_SOURCE } from './modules/web/scripts-on-interaction.ts';
import { webRoutes } from './modules/web/web.routes.ts';
import { registerControlCharacterGuard } from './plugins/control-characters.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerRequestIdHeader, requestIdGenerator } from './plugins/request-id.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from './plugins/zod.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Kysely<Database>;
    database: DatabaseHandle;
    auth: Auth;
    /** Bounds the password hashes running at once (docs/decisions/050). */
    hashQueue: HashQueue;
    media: MediaStorage;
    /** Live cart changes per user, across app processes on PostgreSQL. */
    cartEvents: CartEvents;
    metrics: ShopMetrics;
    /** The owner's settings, cached in memory and dropped in every process when one saves. */
    settings: SettingsStore;
    catalogue: CatalogueCache;
    /** Whether writes are failing for want of disk space (docs/decisions/152). */
    diskSpace: DiskSpace;
    /** The order book's time: the system's, or a test's. */
    clock: Clock;
    /** Web Push alerts of new orders on the admins' devices. */
    orderAlerts: OrderAlerts;
    /** The pictures made once the shop is up: the demo bottles, variants and link previews. */
    pictures: PicturePreparation;
  }
  interface FastifyRequest {
    /** Set by the requireUser / requireAdmin guards. */
    user: SessionUser | null;
  }
}

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  clock?: Clock;
  /** Told as each product's pictures are made after the start (the terminal's progress line). */
  onPicturesProgress?(done: number, total: number): void;
}

/**
 * The whole server: infrastructure first, then one route plugin per domain, in one list.
 * Migrates the database and seeds the demo catalogue before it answers anything; the pictures
 * products lack are made once it is ready.
 */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const media = await openMediaStorage(config);
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db, database.kind);
  } catch (error) {
    await Promise.all([database.close(), media.close()]);
    throw error;
  }

  const logging =
    options.logger !== undefined
      ? withRedaction(options.logger)
      : loggerOptions(chooseLogFormat(config.logFormat, process.stdout.isTTY === true), config.logLevel);
  const app = Fastify({
    ...logging,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Time to receive a whole request, and how long an idle connection may stay open.
    requestTimeout: 30_000,
    connectionTimeout: 120_000,
    bodyLimit: 1_048_576,
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    genReqId: requestIdGenerator(config.trustProxy !== false),
  });
  registerRequestIdHeader(app);
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  registerErrorHandler(app);
  registerDrainHeader(app);
  registerControlCharacterGuard(app);
  registerOriginCheck(app, config);

  app.decorate('config', config);
  app.decorate('database', database);
  // Message and code only: pg attaches the whole client object to these errors.
  database.onConnectionError = (error) =>
    app.log.warn(
      { code: 'code' in error ? error.code : undefined, reason: error.message },
      'database connection lost; new connections are opened on demand',
    );
  app.decorate('db', database.db);
  app.decorate('diskSpace', new DiskSpace(database.db, config.dataDir));
  app.decorate('media', media);
  app.decorate('clock', options.clock ?? SYSTEM_CLOCK);
  app.decorate('auth', createAuth({ db: database.db, kind: database.kind, config }));
  app.decorate('hashQueue', new HashQueue());
  app.decorateRequest('user', null);
  app.decorate('metrics', registerMetrics(app));
  app.decorate(
    'orderAlerts',
    createOrderAlerts({ db: database.db, publicUrl: config.publicUrl, log: app.log }),
  );
  app.addHook('onClose', async () => {
    await media.close();
    await database.close();
  });
  // One LISTEN connection carries every change other app processes announce (carts, settings).
  const notifications = createPgNotifications({ pool: database.pgPool, log: app.log });
  const cartEvents = createCartEvents({ notifications, log: app.log });
  app.decorate('cartEvents', cartEvents);
  // Before the database closes: the LISTEN connection goes back to the pool first.
  app.addHook('preClose', async () => cartEvents.close());
  await cartEvents.ready;
  const settings = createSettingsStore({
    db: database.db,
    isShared: Boolean(database.pgPool),
    notifications,
  });
  app.decorate('settings', settings);
  app.decorate('catalogue', createCatalogueCache({ isShared: Boolean(database.pgPool), notifications }));
  app.addHook('preClose', async () => notifications.close());
  await notifications.start();
  await seedSettings(database.db, {
    shopPhone: config.shopPhone,
    heroVideoUrl: config.heroVideoUrl === DEFAULT_HERO_VIDEO_URL ? undefined : config.heroVideoUrl,
  });
  await settings.get();

  // Infrastructure
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script: it starts a guest's page scripts when the guest acts (ADR 222).
        scriptSrc: ["'self'", SCRIPT_STARTER_CSP_SOURCE],
        // react-select injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...originOf(config.mediaPublicUrl)],
        mediaSrc: ["'self'", ...originOf(config.heroVideoUrl), ...originOf(config.mediaPublicUrl)],
        frameSrc: ['https://www.google.com', 'https://maps.google.com'],
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        // Nothing may rebase our relative URLs, and no site may frame the shop (docs/decisions/055).
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Other sites get no Referer at all; our own pages keep their origin on a form's POST, which
    // the origin check needs (under no-referrer a browser sends "Origin: null", docs/decisions/158).
    referrerPolicy: { policy: 'same-origin' },
    // The same rule for browsers that predate frame-ancestors.
    xFrameOptions: { action: 'deny' },
  });
  await app.register(fastifyCookie, { secret: cookieSigningSecret(config) });
  await app.register(fastifyCompress, { global: true, encodings: ['gzip', 'deflate'], threshold: 1024 });

  // Domains
  await app.register(healthRoutes);
  await app.register(readyRoutes);
  await app.register(mediaRoutes);
  await app.register(authRoutes);
  await app.register(catalogueRoutes);
  await app.register(adminRoutes);
  await app.register(adminListRoutes);
  await app.register(brandsAdminRoutes);
  await app.register(productPhotosRoutes);
  await app.register(cartRoutes);
  await app.register(pendingOrdersRoutes);
  await app.register(orderBookRoutes);
  await app.register(discountCheckRoutes);
  await app.register(inboxRoutes);
  await app.register(pushRoutes);
  await app.register(replyTextsRoutes);
  await app.register(adminAppRoutes);
  await app.register(settingsRoutes);
  await app.register(stockRoutes);
  await app.register(stockCountRoutes);
  await app.register(productPricesRoutes);
  await app.register(teamRoutes);
  await app.register(discountCodesRoutes);
  await app.register(seoRoutes);
  await app.register(webRoutes);

  if (config.adminEmail && config.adminPassword) {
    await ensureAdminAccount(app, { email: config.adminEmail, password: config.adminPassword });
  }
  if (config.seedDemo) await seedDemoCatalogue(database.db, app.log);
  // A catalogue seeded before the demo perfumes had Arabic and French texts gets them once.
  await fillDemoTranslations(database.db, app.log);
  // Made once the shop is ready, without holding its start (docs/decisions/196).
  const pictures = createPicturePreparation(app, {
    originalFor: drawDemoBottle,
    ...(options.onPicturesProgress ? { onProgress: options.onPicturesProgress } : {}),
  });
  app.decorate('pictures', pictures);
  app.addHook('onReady', async () => pictures.start());
  app.addHook('preClose', async () => pictures.stop());

  return app;
}

/**
 * Only the configured proxies are believed: X-Forwarded-For is read from the right, and the client
 * is the address the nearest untrusted hop handed to our proxies (docs/decisions/051).
 */
function fastifyTrustProxy(
  setting: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  // A hop count, the way proxy-addr counts it: the first `setting` hops from us are proxies.
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

function originOf(url: string | undefined): string[] {
  try {
    return url?.startsWith('http') ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
}
