import { PRODUCT_PAGE_MESSAGES } from '#shared/messages-product-page.ts';
import { PATHS } from '#shared/paths.ts';
import type { Product } from '#shared/product.ts';
import {
  productGoneMeta,
  productHeadTags,
  productStructuredData,
  productTitle,
  STRUCTURED_DATA_PATH_ATTRIBUTE,
} from '#shared/product-seo.ts';
import { headTags, STRUCTURED_DATA_ATTRIBUTE } from '#shared/seo.ts';
import type { PricesSection } from '#shared/settings-types.ts';
import { escapeHtml, jsonForScript, renderTag } from './seo-head.ts';

/** A product page's <head> part: title, tags and its two JSON-LD blocks (docs/decisions/082). */
export function renderProductHead(product: Product, publicUrl: string, prices: PricesSection): string {
  const tags = [
    `<title>${escapeHtml(productTitle(product))}</title>`,
    ...productHeadTags(product, publicUrl, prices).map(renderTag),
  ];
  const [productData, breadcrumbs] = productStructuredData(product, publicUrl, prices);
  const path = `${STRUCTURED_DATA_PATH_ATTRIBUTE}="${escapeHtml(product.path)}"`;
  tags.push(
    `<script type="application/ld+json" ${STRUCTURED_DATA_ATTRIBUTE}="product" ${path}>${jsonForScript(productData)}</script>`,
    `<script type="application/ld+json" ${STRUCTURED_DATA_ATTRIBUTE}="breadcrumbs" ${path}>${jsonForScript(breadcrumbs)}</script>`,
  );
  return tags.join('\n    ');
}

/** The head of a product address that names no product: the 404's title, noindex. */
export function renderProductGoneHead(publicUrl: string): string {
  const meta = productGoneMeta();
  return [`<title>${escapeHtml(meta.title)}</title>`, ...headTags(meta, publicUrl).map(renderTag)].join(
    '\n    ',
  );
}

/** What a gone product's address shows before (or without) JavaScript. */
export function renderProductGoneBody(): string {
  return `<section class="py-16 text-center"><h1 class="font-display text-4xl text-gold">${escapeHtml(PRODUCT_PAGE_MESSAGES.notAvailableTitle)}</h1><p class="mt-4 text-ink-soft">${escapeHtml(PRODUCT_PAGE_MESSAGES.notAvailableText)}</p><a href="${PATHS.perfumes}" class="mt-8 inline-block rounded bg-gold px-5 py-2 font-medium text-night">${escapeHtml(PRODUCT_PAGE_MESSAGES.backToCollection)}</a></section>`;
}
