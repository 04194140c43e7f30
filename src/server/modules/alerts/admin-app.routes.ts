import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { LANGUAGES, type Language, languageBase, textDirection } from '#shared/i18n/languages.ts';
import { PATHS } from '#shared/paths.ts';
import {
  ADMIN_ICON_SIZES,
  ADMIN_SERVICE_WORKER_PATH,
  adminAppScope,
  adminIconPath,
  adminManifestPath,
} from '#shared/push.ts';

const BACKGROUND = '#0f0e0c';
const SERVICE_WORKER = readFileSync(new URL('./admin-service-worker.js', import.meta.url), 'utf8');

/** The shop's mark (the favicon's bottle) on a full square, inside the middle 60% a round mask keeps. */
function iconSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BACKGROUND}"/><g transform="translate(12.8 12.8) scale(0.6)"><rect x="20" y="26" width="24" height="28" rx="5" fill="#c9a34e"/><rect x="27" y="18" width="10" height="9" rx="2" fill="#c9a34e"/><rect x="24" y="10" width="16" height="9" rx="2" fill="#e8dcc0"/></g></svg>`;
}

/** The manifest, service worker and icons head tags of an admin page in this language. */
export function adminAppHeadLinks(language: Language, path: string): string {
  if (path !== PATHS.admin && !path.startsWith(`${PATHS.admin}/`)) return '';
  return `<link rel="manifest" href="${adminManifestPath(languageBase(language))}"><link rel="apple-touch-icon" href="${adminIconPath(192)}">`;
}

/**
 * The admin as an installable web app (docs/decisions/140): a manifest per language with the shop's
 * name as the owner set it, icons drawn from the shop's mark, and the service worker script.
 */
export const adminAppRoutes: FastifyPluginAsync = async (app) => {
  const icons = new Map<number, Promise<Buffer>>();

  for (const language of LANGUAGES) {
    const base = languageBase(language);
    app.get(adminManifestPath(base), async (_request, reply) => {
      const { name } = (await app.settings.get()).shop;
      const words = catalogueFor(language).push;
      const scope = adminAppScope(base);
      reply.header('Cache-Control', 'no-cache').type('application/manifest+json; charset=utf-8');
      return JSON.stringify({
        id: scope,
        name: words.appName(name),
        short_name: name,
        description: words.appDescription,
        lang: language,
        dir: textDirection(language),
        start_url: `${base}${PATHS.adminOrders}`,
        scope,
        display: 'standalone',
        background_color: BACKGROUND,
        theme_color: BACKGROUND,
        icons: ADMIN_ICON_SIZES.flatMap((size) => [
          { src: adminIconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' },
          { src: adminIconPath(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'maskable' },
        ]),
      });
    });
  }

  for (const size of ADMIN_ICON_SIZES) {
    app.get(adminIconPath(size), async (_request, reply) => {
      let icon = icons.get(size);
      if (!icon) {
        icon = sharp(Buffer.from(iconSvg(size)))
          .png()
          .toBuffer();
        icons.set(size, icon);
      }
      reply.header('Cache-Control', 'public, max-age=86400').type('image/png');
      return icon;
    });
  }

  // Never from a cache: a new version of the worker reaches the devices on their next visit.
  app.get(ADMIN_SERVICE_WORKER_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8');
    return SERVICE_WORKER;
  });
};
