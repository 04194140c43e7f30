import { catalogueFor } from '#shared/i18n/all-catalogues.ts';
import { type Language, localizedPath } from '#shared/i18n/languages.ts';
import { PATHS } from '#shared/paths.ts';
import type { Product } from '#shared/product.ts';
import {
  productGoneMeta,
  productHeadTags,
  productStructuredData,
  productTitle,
  STRUCTURED_DATA_PATH_ATTRIBUTE,
} from '#shared/product-seo.ts';
import { headTags, STRUCTURED_DATA_ATTRIBUTE } from '#shared/seo/head-tags.ts';
import type { ShopSettings } from '#shared/settings-types.ts';
import { escapeHtml, jsonForScript, renderTag } from './seo-head.ts';

/**
 * A product page's <head> part: title, tags and its two JSON-LD blocks (docs/decisions/082), all
 * in the page's language (docs/decisions/179).
 */
export function renderProductHead(
  product: Product,
  publicUrl: string,
  settings: Pick<ShopSettings, 'prices' | 'shop'>,
  language: Language,
  now: Date,
): string {
  const words = catalogueFor(language);
  const { prices } = settings;
  const shopName = settings.shop.name;
  const tags = [
    `<title>${escapeHtml(productTitle(product, language, words, shopName))}</title>`,
    ...productHeadTags(product, publicUrl, { prices, shopName, now }, language, words).map(renderTag),
  ];
  const [productData, breadcrumbs] = productStructuredData(product, publicUrl, prices, language, words, now);
  const path = `${STRUCTURED_DATA_PATH_ATTRIBUTE}="${escapeHtml(product.path)}"`;
  tags.push(
    `<script type="application/ld+json" ${STRUCTURED_DATA_ATTRIBUTE}="product" ${path}>${jsonForScript(productData)}</script>`,
    `<script type="application/ld+json" ${STRUCTURED_DATA_ATTRIBUTE}="breadcrumbs" ${path}>${jsonForScript(breadcrumbs)}</script>`,
  );
  return tags.join('\n    ');
}

/** The head of a product address that names no product: the 404's title, noindex. */
export function renderProductGoneHead(publicUrl: string, language: Language, shopName: string): string {
  const catalogue = catalogueFor(language);
  const texts = catalogue.seo(shopName);
  const meta = productGoneMeta(texts, catalogue.productPage.notAvailableTitle, shopName, language);
  const site = { shopName, socialImageAlt: texts.socialImageAlt };
  return [`<title>${escapeHtml(meta.title)}</title>`, ...headTags(meta, publicUrl, site).map(renderTag)].join(
    '\n    ',
  );
}

/** What a gone product's address shows before (or without) JavaScript. */
export function renderProductGoneBody(language: Language): string {
  const words = catalogueFor(language).productPage;
  return `<section class="py-16 text-center"><h1 class="font-display text-4xl text-gold">${escapeHtml(words.notAvailableTitle)}</h1><p class="mt-4 text-ink-soft">${escapeHtml(words.notAvailableText)}</p><a href="${localizedPath(language, PATHS.perfumes)}" class="mt-8 inline-block rounded bg-gold px-5 py-2 font-medium text-night">${escapeHtml(words.backToCollection)}</a></section>`;
}
