import type { FastifyPluginAsync } from 'fastify';
import { listBrands } from '#server/modules/catalogue/brand.repository.ts';
import { listProductPages } from '#server/modules/catalogue/product.repository.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath } from '#shared/i18n/languages.ts';
import { perfumesByBrandPath } from '#shared/paths.ts';
import { absoluteUrl, SITEMAP_PATHS } from '#shared/seo.ts';

const ONE_HOUR = 3600;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** robots.txt and sitemap.xml, built from the route table and the brand list with PUBLIC_URL. */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const { publicUrl } = app.config;

  app.get('/robots.txt', async (_request, reply) => {
    // /cart and /checkout stay crawlable: their noindex tag can only be obeyed if it can be read.
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      '',
      `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
      '',
    ].join('\n');
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', `public, max-age=${ONE_HOUR}`)
      .send(body);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const brands = await listBrands(app.db);
    const products = await listProductPages(app.db);
    // Every page in each language, each entry naming its alternates (docs/decisions/120).
    const entry = (specPath: string, lastmod?: string) =>
      LANGUAGES.map((language) => {
        const alternates = [
          ...LANGUAGES.map((lang) => [lang, lang] as const),
          ['x-default', DEFAULT_LANGUAGE] as const,
        ]
          .map(
            ([hreflang, lang]) =>
              `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(absoluteUrl(publicUrl, localizedPath(lang, specPath)))}"/>`,
          )
          .join('');
        const loc = escapeXml(absoluteUrl(publicUrl, localizedPath(language, specPath)));
        // Product pages carry when they last changed, so crawlers revisit only what changed.
        const changed = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
        return `  <url><loc>${loc}</loc>${changed}${alternates}</url>`;
      });
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...SITEMAP_PATHS.flatMap((path) => entry(path)),
      ...brands.flatMap((brand) => entry(perfumesByBrandPath(brand.name))),
      ...products.flatMap((page) => entry(page.path, page.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', `public, max-age=${ONE_HOUR}`)
      .send(body);
  });
};
