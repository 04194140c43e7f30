import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { adminAppHeadLinks } from '#server/modules/alerts/admin-app.routes.ts';
import { authFormRoutes } from '#server/modules/auth/auth-form.routes.ts';
import { findProductByShortId } from '#server/modules/catalogue/product.repository.ts';
import {
  renderProductGoneBody,
  renderProductGoneHead,
  renderProductHead,
} from '#server/modules/seo/product-head.ts';
import { renderHead, renderNotFoundBody } from '#server/modules/seo/seo-head.ts';
import { body } from '#server/plugins/error-handler.ts';
import {
  LANGUAGES,
  type Language,
  languageBase,
  localizedPath,
  splitLanguage,
} from '#shared/i18n/languages.ts';
import { openStatusHoldsUntil } from '#shared/opening-hours.ts';
import { isAppPath } from '#shared/paths.ts';
import { parseProductSegment, safeDecode } from '#shared/product-path.ts';
import type { FormEcho, PublicConfig } from '#shared/public-config.ts';
import { hasStoredMark } from '#shared/stored-mark.ts';
import { measureZoneOffsets, type ZoneOffsets } from '#shared/zone-offsets.ts';
import { SHOP_TIME_ZONE } from '#shared/zoned-time.ts';
import { createGuestPages, type GuestPage } from './guest-pages.ts';
import { firstScreenPreload, renderShell } from './html-shell.ts';
import { readLanguageLinks } from './language-assets.ts';
import { createPageCache } from './page-cache.ts';
import { loadPageRenderer } from './page-renderer.ts';
import { startScriptsOnInteractionIn, startsOnInteraction } from './scripts-on-interaction.ts';
import {
  GUEST_PAGE_CACHE_CONTROL,
  guestPageKey,
  isGuest,
  SIGNED_IN_PAGE_CACHE_CONTROL,
  sendPage,
} from './send-page.ts';

const YEAR = 31_536_000;

/**
 * Serves the built client: hashed assets cached for a year, other public files for a day, the
 * rendered page for every client route (revalidated on every visit; guests' pages kept in memory),
 * and real 404s for everything else.
 */
export const webRoutes: FastifyPluginAsync = async (app) => {
  const { clientDir } = app.config;
  const indexFile = path.join(clientDir, 'index.html');
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  if (!template) app.log.warn({ clientDir }, 'client not built: only the API is served (run npm run build)');
  const renderPage = template ? await loadPageRenderer(app, clientDir) : null;
  const languageLinks = template ? readLanguageLinks(clientDir) : new Map<Language, string>();
  const pages = createPageCache();
  // A new build (new asset names) makes every page new, so no browser keeps one from before.
  const templateVersion = template ? createHash('sha1').update(template).digest('base64url') : '';
  // A guest's page comes from memory while the catalogue, the settings and the minute hold
  // (docs/decisions/195); a change in any process drops every kept page at once.
  const guests = createGuestPages({ isShared: Boolean(app.database.pgPool) });
  app.catalogue.onChanged(() => guests.changed());
  app.settings.onChanged(() => guests.changed());
  // The stamp a guest's request took on arrival, before it read anything the page is made of.
  const guestStamps = new WeakMap<FastifyRequest, string>();
  const guestMade = new WeakMap<FastifyRequest, (page: GuestPage | undefined) => void>();
  // Guests asking for a page being made wait for it instead of making it again (a burst after a change).
  const making = new Map<string, Promise<GuestPage | undefined>>();
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !isGuest(request)) return;
    const pageKey = guestPageKey(request);
    const kept = guests.find(pageKey);
    if (kept) return sendPage(request, reply, kept.status, kept.page, GUEST_PAGE_CACHE_CONTROL);
    const stamp = guests.stamp();
    const key = `${stamp}\0${pageKey}`;
    const pending = making.get(key);
    const made = pending ? await pending : undefined;
    if (made) return sendPage(request, reply, made.status, made.page, GUEST_PAGE_CACHE_CONTROL);
    guestStamps.set(request, stamp);
    if (pending) return;
    let settle: (page: GuestPage | undefined) => void = () => undefined;
    making.set(key, new Promise((resolve) => (settle = resolve)));
    const done = (page: GuestPage | undefined) => {
      making.delete(key);
      settle(page);
    };
    guestMade.set(request, done);
    reply.raw.once('close', () => done(undefined));
  });

  if (template) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      // Routes only for files that exist at start: anything else falls to the 404 handler.
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const isHashed = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
        reply.header(
          'Cache-Control',
          isHashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=86400',
        );
      },
      allowedPath: (pathname) => pathname !== '/index.html',
    });
  }

  // The shop's UTC offsets for the browser's clock (ADR 204), measured once a month: from the day
  // before the month began, for 400 days, so a page kept in a cache stays right for a year.
  let zoneOffsets: ZoneOffsets | undefined;
  const shopZoneOffsets = (now: number): ZoneOffsets => {
    const day = new Date(now);
    const from = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1) - 86_400_000;
    if (zoneOffsets?.spans[0]?.[0] !== from) zoneOffsets = measureZoneOffsets(SHOP_TIME_ZONE, from, 400);
    return zoneOffsets;
  };

  const sendShell = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: { head: string; notFoundBody?: string } | null = null,
    formEcho?: FormEcho,
  ) => {
    if (!template) {
      return reply.status(503).type('text/plain').send('The shop is starting: its pages are not built yet.');
    }
    // Read per page: a saved setting shows on the next page served, in every process.
    const settings = await app.settings.get();
    const zoneOffsets = shopZoneOffsets(Date.now());
    const stamp = guestStamps.get(request);
    const shownAt = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const publicConfig: PublicConfig = {
      publicUrl: app.config.publicUrl,
      settings,
      zoneOffsets,
      // The minute the page shows (its open-now line); a guest's page also shows the guest's links.
      shownAt: shownAt.toISOString(),
      ...(stamp !== undefined ? { isGuest: true } : {}),
      ...(formEcho ? { formEcho } : {}),
    };
    // The address names the language (docs/decisions/120): /ar/… Arabic, /fr/… French, else English.
    const { language, path } = splitLanguage(new URL(request.url, 'http://localhost').pathname);
    const head =
      (page?.head ?? (await renderHead(app, request.url, status, settings))) +
      firstScreenPreload(request.url, settings) +
      (languageLinks.get(language) ?? '') +
      adminAppHeadLinks(language, path);
    // Read per request: the page holds the catalogue and settings as they are now (ADR 100). It
    // is rendered, compressed and hashed once for the same inputs (ADR 107).
    const rendered = renderPage ? await renderPage(request.url, publicConfig) : undefined;
    const fallbackBody = status === 404 ? (page?.notFoundBody ?? renderNotFoundBody(language)) : undefined;
    const inputs = [
      templateVersion,
      String(status),
      request.url,
      String(zoneOffsets.spans[0]?.[0]),
      head,
      rendered ? rendered.version : JSON.stringify(publicConfig),
      fallbackBody ?? '',
    ];
    // A guest's home page, collection, product page or brand directory starts its scripts when the
    // guest acts (ADR 222).
    const waitsForVisitor =
      rendered && stamp !== undefined && status === 200 && startsOnInteraction(request.url);
    // A guest whose browser keeps something of theirs gets the page that starts at once (ADR 226).
    const isStored = Boolean(waitsForVisitor) && hasStoredMark(request.cookies);
    // A page left open starts them when its open-now line would change.
    const refreshAt = waitsForVisitor ? openStatusHoldsUntil(settings.hours, shownAt).toISOString() : '';
    inputs.push(String(waitsForVisitor), String(isStored), refreshAt);
    const make = async () => {
      const html = renderShell(template, {
        url: request.url,
        publicConfig,
        head,
        ...(rendered ? { app: { html: await rendered.render(), queryState: rendered.queryState } } : {}),
        ...(fallbackBody !== undefined ? { fallbackBody } : {}),
      });
      return waitsForVisitor ? startScriptsOnInteractionIn(html, request.url, { isStored, refreshAt }) : html;
    };
    if (formEcho) {
      // It holds what the visitor typed: made for this answer alone, kept nowhere.
      reply.status(status).header('Cache-Control', 'no-store');
      return reply.type('text/html; charset=utf-8').send(await make());
    }
    const sent = await pages.get(inputs, make);
    if (stamp === undefined) return sendPage(request, reply, status, sent, SIGNED_IN_PAGE_CACHE_CONTROL);
    guests.keep(guestPageKey(request), stamp, { status, page: sent });
    guestMade.get(request)?.({ status, page: sent });
    return sendPage(request, reply, status, sent, GUEST_PAGE_CACHE_CONTROL);
  };

  // Login and sign-up without JavaScript: refused, they answer with their page again.
  await app.register(authFormRoutes, {
    sendPage: (request, reply, status, echo) => sendShell(request, reply, status, null, echo),
  });

  // A product page (docs/decisions/080), in each language: its own head; an older slug moves to the current one.
  for (const language of LANGUAGES) {
    app.get<{ Params: { segment: string } }>(
      `${languageBase(language)}/perfumes/:segment`,
      async (request, reply) => {
        const parsed = parseProductSegment(request.params.segment);
        const product = parsed ? await findProductByShortId(app.db, parsed.shortId) : null;
        if (!product) {
          const { shop } = await app.settings.get();
          return sendShell(request, reply, 404, {
            head: renderProductGoneHead(app.config.publicUrl, language, shop.name),
            notFoundBody: renderProductGoneBody(language),
          });
        }
        const { pathname, search } = new URL(request.url, 'http://localhost');
        const productPath = localizedPath(language, product.path);
        if (safeDecode(pathname) !== safeDecode(productPath))
          return reply.redirect(`${productPath}${search}`, 301);
        const settings = await app.settings.get();
        return sendShell(request, reply, 200, {
          head: renderProductHead(product, app.config.publicUrl, settings, language, app.clock.now()),
        });
      },
    );
  }

  for (const url of ['/', '/*']) {
    app.get(url, async (request, reply) => {
      const { pathname } = new URL(request.url, 'http://localhost');
      if (isAppPath(splitLanguage(pathname).path)) return sendShell(request, reply, 200);
      return notFound(request, reply);
    });
  }

  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (pathname.startsWith('/api/') || pathname === '/api') {
      return reply.status(404).send(body('ROUTE_NOT_FOUND', `No API route ${request.method} ${pathname}.`));
    }
    // A path that names a file (robots.txt, an old asset) gets a plain 404, never the app shell.
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname);
    if (!looksLikeFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendShell(request, reply, 404);
    }
    return reply.status(404).type('text/plain').send('Not found');
  };
  app.setNotFoundHandler(notFound);
};
