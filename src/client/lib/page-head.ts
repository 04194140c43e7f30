import type { Brand } from '#shared/brands.ts';
import type { SeoTexts, SeoTextsFor } from '#shared/i18n/catalogues/seo-texts.ts';
import type { Language } from '#shared/i18n/languages.ts';
import { PATHS } from '#shared/paths.ts';
import type { Product } from '#shared/product.ts';
import { isProductPath, parseProductSegment, safeDecode } from '#shared/product-path.ts';
import {
  type ProductHeadWords,
  productGoneMeta,
  productHeadTags,
  productTitle,
  STRUCTURED_DATA_PATH_ATTRIBUTE,
} from '#shared/product-seo.ts';
import { HEAD_TAG_ATTRIBUTE, type HeadTag, headTags, type SiteHead } from '#shared/seo/head-tags.ts';
import { pageMeta } from '#shared/seo/page-meta.ts';
import type { PricesSection } from '#shared/settings-types.ts';

/** How the head reads the catalogue: given by the app, so this module stays below the data layer. */
export interface PageHeadData {
  brands: () => Promise<readonly Pick<Brand, 'name' | 'nameAr' | 'nameFr'>[]>;
  /** The perfume a product page's short id names (the page's own query, so no second fetch). */
  product: (shortId: string) => Promise<Product>;
}

export interface PageHeadInput {
  /** The spec's path: the router's, without the language prefix. */
  pathname: string;
  search: string;
  isNotFound: boolean;
  language: Language;
  /** The page's catalogue: a product's head is worded in it (its gone title too). */
  words: ProductHeadWords;
  /** The page language's SEO texts (its catalogue's `seo`), and the shop's name they are built with. */
  seo: SeoTextsFor;
  /** The page's settings, from the app's provider (docs/decisions/166). */
  publicUrl: string;
  shopName: string;
  prices: PricesSection;
}

/** Brand names, for a /perfumes?brand=… view only (it is titled after a known brand). */
async function knownBrandsFor({ pathname, search }: PageHeadInput, data: PageHeadData) {
  const isBrandView =
    pathname.replace(/\/+$/, '') === PATHS.perfumes && new URLSearchParams(search).has('brand');
  if (!isBrandView) return [];
  try {
    return await data.brands();
  } catch {
    // Without the list the page keeps the collection's own title: nothing to tell the visitor.
    return [];
  }
}

/** A product page's title and tags, as the server writes them (the gone product's 404 otherwise). */
async function productHead(
  { pathname, language, words, publicUrl, shopName, prices }: PageHeadInput,
  texts: SeoTexts,
  data: PageHeadData,
  site: SiteHead,
) {
  const segment = safeDecode(pathname.split('/')[2] ?? '');
  const shortId = parseProductSegment(segment)?.shortId;
  const product = shortId === undefined ? undefined : await data.product(shortId).catch(() => undefined);
  if (product)
    return {
      title: productTitle(product, language, words, shopName),
      tags: productHeadTags(product, publicUrl, { prices, shopName, now: new Date() }, language, words),
    };
  const gone = productGoneMeta(texts, words.productPage.notAvailableTitle, shopName, language);
  return { title: gone.title, tags: headTags(gone, publicUrl, site) };
}

/** Writes the page's title and head tags, as the server does for the first page. */
export async function applyPageHead(
  input: PageHeadInput,
  data: PageHeadData,
  isCurrent: () => boolean,
): Promise<void> {
  const { publicUrl } = input;
  const texts = input.seo(input.shopName);
  const site = { shopName: input.shopName, socialImageAlt: texts.socialImageAlt };
  let head: { title: string; tags: HeadTag[] };
  if (!input.isNotFound && isProductPath(input.pathname)) {
    head = await productHead(input, texts, data, site);
  } else {
    const knownBrands = await knownBrandsFor(input, data);
    const meta = pageMeta({ ...input, knownBrands }, texts);
    head = { title: meta.title, tags: headTags(meta, publicUrl, site) };
  }
  if (!isCurrent()) return;
  document.title = head.title;
  for (const element of document.head.querySelectorAll(`[${HEAD_TAG_ATTRIBUTE}]`)) element.remove();
  // A product page's JSON-LD, written by the server, belongs to that page only.
  for (const element of document.head.querySelectorAll(`[${STRUCTURED_DATA_PATH_ATTRIBUTE}]`)) {
    const path = element.getAttribute(STRUCTURED_DATA_PATH_ATTRIBUTE) ?? '';
    if (safeDecode(path) !== safeDecode(input.pathname)) element.remove();
  }
  // A description the page may carry without the marker (the Vite dev server's page).
  document.head.querySelector('meta[name="description"]')?.remove();
  const fragment = document.createDocumentFragment();
  for (const tag of head.tags) {
    const element = document.createElement(tag.element);
    element.setAttribute(tag.key, tag.keyValue);
    if (tag.hreflang) element.setAttribute('hreflang', tag.hreflang);
    element.setAttribute(tag.element === 'link' ? 'href' : 'content', tag.value);
    element.setAttribute(HEAD_TAG_ATTRIBUTE, '');
    fragment.append(element);
  }
  document.head.append(fragment);
}
