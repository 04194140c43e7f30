import { CURRENCY, HOME_NEWEST_COUNT } from './constants.ts';
import type { Catalogue } from './i18n/catalogues/catalogue.ts';
import { type Language, localizedPath, localizeProduct } from './i18n/languages.ts';
import { buildLocalBusiness } from './local-business.ts';
import { PATHS } from './paths.ts';
import { availability } from './prices.ts';
import type { Product } from './product.ts';
import { productBrandLabel, productDescriptionPreview } from './product-display.ts';
import { sellingQuotes } from './product-price.ts';
import { absoluteUrl } from './seo/absolute-url.ts';
import type { ShopSettings } from './settings-types.ts';

/** The home page's schema.org blocks (SPEC §2 Home), each written as one JSON-LD script. */
export const STRUCTURED_DATA_IDS = ['local-business', 'product-collection', 'website-search'] as const;
export type StructuredDataId = (typeof STRUCTURED_DATA_IDS)[number];

export interface StructuredDataBlock {
  id: StructuredDataId;
  data: Record<string, unknown>;
}

/** The query parameter of /explore-perfumes?search=…, which fills its brand search (SPEC §2). */
export const SEARCH_PARAM = 'search';

/** The site search: /perfumes?q=… searches names, brands, notes and "inspired by" (docs/decisions/084). */
export const SITE_SEARCH_PARAM = 'q';

export type StructuredProduct = Pick<
  Product,
  'name' | 'description' | 'brand' | 'category' | 'imageUrl' | 'path' | 'soldOutSizes'
> &
  Partial<Pick<Product, 'nameAr' | 'nameFr' | 'descriptionAr' | 'descriptionFr' | 'sizePrices'>>;

/** The words the home page's blocks take from the page's catalogue. */
export type HomeStructuredWords = Pick<Catalogue, 'product'> & {
  home: Pick<Catalogue['home'], 'ourNews' | 'tagline'>;
  shopInfo: Pick<Catalogue['shopInfo'], 'shopAddress'>;
};

export interface HomeStructuredDataInput {
  publicUrl: string;
  settings: ShopSettings;
  /** Newest first; the first four are described. */
  products: readonly StructuredProduct[];
  /** The page's language and its catalogue (docs/decisions/179). */
  language: Language;
  words: HomeStructuredWords;
  /** The moment the prices are read at (a sale runs for some days only, docs/decisions/188); the present when left out. */
  now?: Date;
}

const CONTEXT = 'https://schema.org';
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** Each product in the page's language: its own name and description where the owner wrote them. */
export function buildProductCollection(
  publicUrl: string,
  products: readonly StructuredProduct[],
  settings: ShopSettings,
  language: Language,
  words: HomeStructuredWords,
  now: Date,
): Record<string, unknown> {
  const items = products.slice(0, HOME_NEWEST_COUNT).map((product) => ({
    ...localizeProduct(product, language),
    prices: sellingQuotes(settings.prices, product.sizePrices, now).map((p) => p.quote.cents),
  }));
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: words.home.ourNews,
    numberOfItems: items.length,
    itemListElement: items.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        description: productDescriptionPreview(product.description, words.product.descriptionFallback),
        image: absoluteUrl(publicUrl, product.imageUrl),
        category: product.category,
        brand: { '@type': 'Brand', name: productBrandLabel(product.brand, words.product.brandFallback) },
        url: absoluteUrl(publicUrl, localizedPath(language, product.path)),
        offers: {
          '@type': 'AggregateOffer',
          priceCurrency: CURRENCY,
          lowPrice: dollars(Math.min(...product.prices)),
          highPrice: dollars(Math.max(...product.prices)),
          offerCount: product.prices.length,
          availability: `https://schema.org/${availability(product, settings.prices)}`,
        },
      },
    })),
  };
}

export function buildWebSiteSearch(publicUrl: string, settingsName: string): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: settingsName,
    url: absoluteUrl(publicUrl, PATHS.home),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(publicUrl, PATHS.perfumes)}?${SITE_SEARCH_PARAM}={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

export function buildHomeStructuredData({
  publicUrl,
  settings,
  products,
  language,
  words,
  now = new Date(),
}: HomeStructuredDataInput): StructuredDataBlock[] {
  return [
    {
      id: 'local-business',
      data: buildLocalBusiness(publicUrl, settings, language, {
        tagline: words.home.tagline,
        address: words.shopInfo.shopAddress,
      }),
    },
    {
      id: 'product-collection',
      data: buildProductCollection(publicUrl, products, settings, language, words, now),
    },
    { id: 'website-search', data: buildWebSiteSearch(publicUrl, settings.shop.name) },
  ];
}
