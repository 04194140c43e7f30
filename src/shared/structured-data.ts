import { CURRENCY, HOME_NEWEST_COUNT } from './constants.ts';
import { EN_HOME } from './i18n/catalogues/en-home.ts';
import { buildLocalBusiness } from './local-business.ts';
import { PATHS } from './paths.ts';
import { availability, onSalePrices } from './prices.ts';
import type { Product } from './product.ts';
import { productBrandLabel, productDescriptionPreview } from './product-display.ts';
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
>;

export interface HomeStructuredDataInput {
  publicUrl: string;
  settings: ShopSettings;
  /** Newest first; the first four are described. */
  products: readonly StructuredProduct[];
}

const CONTEXT = 'https://schema.org';
const dollars = (cents: number) => (cents / 100).toFixed(2);

export function buildProductCollection(
  publicUrl: string,
  products: readonly StructuredProduct[],
  settings: ShopSettings,
): Record<string, unknown> {
  const prices = onSalePrices(settings.prices).map((p) => p.cents);
  const items = products.slice(0, HOME_NEWEST_COUNT);
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name: EN_HOME.ourNews,
    numberOfItems: items.length,
    itemListElement: items.map((product, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        description: productDescriptionPreview(product.description),
        image: absoluteUrl(publicUrl, product.imageUrl),
        category: product.category,
        brand: { '@type': 'Brand', name: productBrandLabel(product.brand) },
        url: absoluteUrl(publicUrl, product.path),
        offers: {
          '@type': 'AggregateOffer',
          priceCurrency: CURRENCY,
          lowPrice: dollars(Math.min(...prices)),
          highPrice: dollars(Math.max(...prices)),
          offerCount: prices.length,
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
}: HomeStructuredDataInput): StructuredDataBlock[] {
  return [
    { id: 'local-business', data: buildLocalBusiness(publicUrl, settings) },
    { id: 'product-collection', data: buildProductCollection(publicUrl, products, settings) },
    { id: 'website-search', data: buildWebSiteSearch(publicUrl, settings.shop.name) },
  ];
}
