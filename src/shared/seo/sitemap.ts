import { DEFAULT_LANGUAGE, LANGUAGES, type Language, localizedPath } from '#shared/i18n/languages.ts';
import { PAGE_IDS, PAGES } from '#shared/pages.ts';
import { absoluteUrl } from './absolute-url.ts';

/** The pages the page table lists in the sitemap, beside one entry per brand view and product. */
export const SITEMAP_PATHS: readonly string[] = PAGE_IDS.filter((id) => PAGES[id].isInSitemap).map(
  (id) => PAGES[id].path,
);

export interface SitemapPage {
  /** The spec's path (and query). */
  path: string;
  /** When it last changed (product pages), so crawlers revisit only what changed. */
  lastmod?: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** sitemap.xml: every page in each language, each entry naming its alternates (docs/decisions/120). */
export function sitemapXml(publicUrl: string, pages: readonly SitemapPage[]): string {
  const href = (specPath: string, lang: Language) =>
    escapeXml(absoluteUrl(publicUrl, localizedPath(lang, specPath)));
  const entry = ({ path, lastmod }: SitemapPage) => {
    const alternates = [
      ...LANGUAGES.map((lang) => [lang, lang] as const),
      ['x-default', DEFAULT_LANGUAGE] as const,
    ]
      .map(
        ([hreflang, lang]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href(path, lang)}"/>`,
      )
      .join('');
    const changed = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    return LANGUAGES.map(
      (language) => `  <url><loc>${href(path, language)}</loc>${changed}${alternates}</url>`,
    );
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap(entry),
    '</urlset>',
    '',
  ].join('\n');
}
