import { CURRENCY } from './constants.ts';
import type { Catalogue } from './i18n/catalogues/catalogue.ts';
import type { SeoTexts } from './i18n/catalogues/seo-texts.ts';
import { type Language, localizedPath, localizeProduct } from './i18n/languages.ts';
import { PATHS, perfumesByBrandPath } from './paths.ts';
import { isSoldOut, sizeAvailability } from './prices.ts';
import type { Product } from './product.ts';
import { productBrandLabel } from './product-display.ts';
import { previewImageUrlIn } from './product-image.ts';
import { sellingQuotes } from './product-price.ts';
import { absoluteUrl } from './seo/absolute-url.ts';
import { type HeadTag, languageTags } from './seo/head-tags.ts';
import { notFoundMeta, type PageMeta } from './seo/page-meta.ts';
import { PREVIEW_IMAGE_ALT_MAX, SOCIAL_IMAGE } from './seo/social-image.ts';
import type { PricesSection } from './settings-types.ts';

/**
 * The head of a product page (docs/decisions/082): written by the server for link previews and
 * crawlers, and again by the client while navigating. One builder, so they never disagree. The
 * shop's name and prices are the owner's settings, handed in by the caller (docs/decisions/166).
 */
export type SeoProduct = Pick<
  Product,
  | 'name'
  | 'brand'
  | 'description'
  | 'category'
  | 'path'
  | 'imageUrl'
  | 'previewImageUrl'
  | 'concentration'
  | 'soldOutSizes'
  | 'nameAr'
  | 'nameFr'
  | 'descriptionAr'
  | 'descriptionFr'
> &
  Partial<Pick<Product, 'sizePrices' | 'photos'>>;

/**
 * The words of a product page's head in the page's language: the catalogue of that language
 * (docs/decisions/179). The server reads it with catalogueFor(), the page with useMessages().
 */
export type ProductHeadWords = Pick<Catalogue, 'product' | 'productPage' | 'fragrance'>;

/** The brand as the head names it: the product's own, or the language's "Premium Fragrance". */
const brandLabel = (product: SeoProduct, words: ProductHeadWords) =>
  productBrandLabel(product.brand, words.product.brandFallback);

const DESCRIPTION_MAX = 160;
const dollars = (cents: number) => (cents / 100).toFixed(2);

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const chars = [...flat];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : flat;
}

/**
 * The meta of a product address that names no listed perfume: a 404, noindex, no canonical; titled
 * with the catalogue's "not available" title (`productPage.notAvailableTitle`) in the page's language.
 */
export function productGoneMeta(
  texts: SeoTexts,
  goneTitle: string,
  shopName: string,
  language: Language,
): PageMeta {
  return { ...notFoundMeta(texts), title: `${goneTitle} | ${shopName}`, canonicalPath: null, language };
}

/** Marks a product page's JSON-LD with its path: the client drops it on leaving that page. */
export const STRUCTURED_DATA_PATH_ATTRIBUTE = 'data-page-path';

/**
 * "عود السعديات من Ajmal | …": the product's name in the page's language where the owner wrote
 * one, joined to its brand by that language's words (its catalogue's productPage.shareText), and
 * the shop's name as the owner set it.
 */
export function productTitle(
  product: SeoProduct,
  language: Language,
  words: ProductHeadWords,
  shopName: string,
): string {
  const shown = localizeProduct(product, language);
  return `${words.productPage.shareText(shown.name, brandLabel(product, words))} | ${shopName}`;
}

/** The description in the page's language where the owner wrote one, cut for a preview. */
export function productDescription(product: SeoProduct, language: Language): string {
  return clip(localizeProduct(product, language).description, DESCRIPTION_MAX);
}

/** The link preview drawn in the page's language (its own address per language: chats cache each). */
function previewImage(product: SeoProduct, publicUrl: string, language: Language, words: ProductHeadWords) {
  const hasPreview = product.previewImageUrl !== '';
  const shown = localizeProduct(product, language);
  return {
    url: absoluteUrl(
      publicUrl,
      hasPreview ? previewImageUrlIn(product.previewImageUrl, language) : SOCIAL_IMAGE.path,
    ),
    alt: clip(words.productPage.shareText(shown.name, brandLabel(product, words)), PREVIEW_IMAGE_ALT_MAX),
  };
}

/** Every head tag of a product page but its <title>, in the page's language. */
export function productHeadTags(
  product: SeoProduct,
  publicUrl: string,
  settings: { prices: PricesSection; shopName: string; now: Date },
  language: Language,
  words: ProductHeadWords,
): HeadTag[] {
  const { prices, shopName, now } = settings;
  const meta = (key: 'name' | 'property', keyValue: string, value: string): HeadTag => ({
    element: 'meta',
    key,
    keyValue,
    value,
  });
  const title = productTitle(product, language, words, shopName);
  const description = productDescription(product, language);
  const url = absoluteUrl(publicUrl, localizedPath(language, product.path));
  const image = previewImage(product, publicUrl, language, words);
  // The prices now of the sizes the owner sells (docs/decisions/091, 093, 187).
  const lowest = Math.min(...sellingQuotes(prices, product.sizePrices, now).map((p) => p.quote.cents));
  return [
    meta('name', 'description', description),
    meta('name', 'robots', 'index, follow'),
    { element: 'link', key: 'rel', keyValue: 'canonical', value: url },
    ...languageTags(product.path, language, publicUrl),
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', shopName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:type', SOCIAL_IMAGE.type),
    meta('property', 'og:image:width', String(SOCIAL_IMAGE.width)),
    meta('property', 'og:image:height', String(SOCIAL_IMAGE.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('property', 'product:brand', brandLabel(product, words)),
    meta('property', 'product:price:amount', dollars(lowest)),
    meta('property', 'product:price:currency', CURRENCY),
    meta('property', 'product:availability', isSoldOut(product, prices) ? 'out of stock' : 'in stock'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
  ];
}

/**
 * schema.org Product (an Offer per bottle size) and its BreadcrumbList, in the page's language:
 * its name and description, the breadcrumbs, the sizes and the concentration, and its addresses.
 */
export function productStructuredData(
  product: SeoProduct,
  publicUrl: string,
  prices: PricesSection,
  language: Language,
  words: ProductHeadWords,
  now: Date,
): Record<string, unknown>[] {
  const inLanguage = (path: string) => absoluteUrl(publicUrl, localizedPath(language, path));
  const url = inLanguage(product.path);
  const brand = brandLabel(product, words);
  const shown = localizeProduct(product, language);
  const fragrance = words.fragrance;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: shown.name,
      description: shown.description,
      // The link preview, then every photo in the owner's order, the main one first.
      image: [
        previewImage(product, publicUrl, language, words).url,
        ...new Set([product.imageUrl, ...(product.photos ?? []).map((photo) => photo.url)]),
      ].map((url) => absoluteUrl(publicUrl, url)),
      brand: { '@type': 'Brand', name: brand },
      category: product.category,
      url,
      ...(product.concentration
        ? {
            additionalProperty: {
              '@type': 'PropertyValue',
              name: fragrance.concentration,
              value: fragrance.concentrations[product.concentration],
            },
          }
        : {}),
      // An Offer per size the owner sells, OutOfStock when that size is sold out.
      // A sale's price says until when it holds (docs/decisions/188).
      offers: sellingQuotes(prices, product.sizePrices, now).map(({ size, quote }) => ({
        '@type': 'Offer',
        name: words.productPage.sizeLabel(size),
        sku: `${url}#${size}ml`,
        price: dollars(quote.cents),
        ...(quote.saleEndsOn ? { priceValidUntil: quote.saleEndsOn } : {}),
        priceCurrency: CURRENCY,
        availability: `https://schema.org/${sizeAvailability(product, prices, size) === 'available' ? 'InStock' : 'OutOfStock'}`,
        url,
      })),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        [words.productPage.home, PATHS.home],
        [words.productPage.perfumes, PATHS.perfumes],
        [brand, perfumesByBrandPath(product.brand)],
        [shown.name, product.path],
      ].map(([name, path], index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name,
        item: inLanguage(path ?? ''),
      })),
    },
  ];
}
