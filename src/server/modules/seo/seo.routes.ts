import type { FastifyPluginAsync } from 'fastify';
import { listBrands } from '#server/modules/catalogue/brand.repository.ts';
import { listProductPages } from '#server/modules/catalogue/product.repository.ts';
import { perfumesByBrandPath } from '#shared/paths.ts';
import { absoluteUrl } from '#shared/seo/absolute-url.ts';
import { SITEMAP_PATHS, sitemapXml } from '#shared/seo/sitemap.ts';

const ONE_HOUR = 3600;

/** robots.txt and sitemap.xml, built from the page table, the brands and the products with PUBLIC_URL. */
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
    const body = sitemapXml(publicUrl, [
      ...SITEMAP_PATHS.map((path) => ({ path })),
      ...brands.map((brand) => ({ path: perfumesByBrandPath(brand.name) })),
      ...products.map((page) => ({ path: page.path, lastmod: page.updatedAt })),
    ]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', `public, max-age=${ONE_HOUR}`)
      .send(body);
  });
};
