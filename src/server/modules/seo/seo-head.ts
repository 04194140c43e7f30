import type { FastifyInstance } from 'fastify';
import { cachedBrandList, cachedProductList } from '#server/modules/catalogue/cached-lists.ts';
import type { Brand } from '#shared/brands.ts';
import { HOME_NEWEST_COUNT } from '#shared/constants.ts';
import { escapeHtml } from '#shared/html-escape.ts';
import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { type Language, localizedPath, splitLanguage } from '#shared/i18n/languages.ts';
import { PATHS } from '#shared/paths.ts';
import type { Product } from '#shared/product.ts';
import {
  HEAD_TAG_ATTRIBUTE,
  type HeadTag,
  headTags,
  STRUCTURED_DATA_ATTRIBUTE,
} from '#shared/seo/head-tags.ts';
import { pageMeta } from '#shared/seo/page-meta.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import { buildHomeStructuredData } from '#shared/structured-data.ts';

/** Makes a value safe inside an inline <script type="application/json">, in one pass. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE_IN_SCRIPT,
    (character) => SCRIPT_ESCAPES[character] ?? character,
  );
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export { escapeHtml };

export function renderTag({ element, key, keyValue, value, hreflang }: HeadTag): string {
  const valueAttribute = element === 'link' ? 'href' : 'content';
  const lang = hreflang ? ` hreflang="${escapeHtml(hreflang)}"` : '';
  return `<${element} ${key}="${escapeHtml(keyValue)}"${lang} ${valueAttribute}="${escapeHtml(value)}" ${HEAD_TAG_ATTRIBUTE}>`;
}

/**
 * The <head> tags of a page, written by the server so link previews and crawlers see them without
 * JavaScript: title, description, robots, canonical, Open Graph, Twitter card, and on the home page
 * the structured data.
 */
export async function renderHead(
  app: FastifyInstance,
  url: string,
  status: number,
  settings: ShopSettings,
): Promise<string> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { language, path } = splitLanguage(pathname);
  // The page's texts in its language, with the shop's name as this request's settings have it.
  const shopName = settings.shop.name;
  const texts = catalogueFor(language).seo(shopName);
  const knownBrands = search.includes('brand=') ? await brandNames(app) : [];
  const location = { pathname: path, search, isNotFound: status === 404, knownBrands, language };
  const meta = pageMeta(location, texts);
  const { publicUrl } = app.config;
  const site = { shopName, socialImageAlt: texts.socialImageAlt };
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...headTags(meta, publicUrl, site).map(renderTag),
  ];
  if (status === 200 && meta.canonicalPath === PATHS.home) {
    // The same newest perfumes the page shows, from the catalogue kept in memory.
    const products = await cachedProductList(app, HOME_NEWEST_COUNT).then(
      ({ json }) => JSON.parse(json) as Product[],
      (error: unknown) => {
        // The page still serves without the product list; the other two blocks do not need the database.
        app.log.error({ err: error }, 'structured data: could not read the newest products');
        return [];
      },
    );
    // In the page's language: the products' own names and descriptions, the shop's tagline and address.
    const language = meta.language ?? 'en';
    const words = catalogueFor(language);
    for (const block of buildHomeStructuredData({
      publicUrl,
      settings,
      products,
      language,
      words,
      now: app.clock.now(),
    })) {
      tags.push(
        `<script type="application/ld+json" ${STRUCTURED_DATA_ATTRIBUTE}="${block.id}">${jsonForScript(block.data)}</script>`,
      );
    }
  }
  return tags.join('\n    ');
}

/**
 * What an unknown address shows before (or without) JavaScript: the 404 page's words. The app
 * replaces it with the full page when it starts.
 */
export function renderNotFoundBody(language: Language): string {
  const words = catalogueFor(language).notFound;
  return `<section class="py-16 text-center"><h1 class="font-display text-4xl text-gold">${escapeHtml(words.title)}</h1><p class="mt-4 text-ink-soft">${escapeHtml(words.text)}</p><a href="${localizedPath(language, PATHS.home)}" class="mt-8 inline-block rounded bg-gold px-5 py-2 font-medium text-night">${escapeHtml(words.back)}</a></section>`;
}

/** The owner's brands, from the catalogue kept in memory: which brand views of /perfumes are pages. */
async function brandNames(app: FastifyInstance): Promise<Brand[]> {
  const { json } = await cachedBrandList(app);
  return JSON.parse(json) as Brand[];
}
