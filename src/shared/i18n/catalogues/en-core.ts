import type { Catalogue } from './catalogue.ts';

/**
 * English: what most pages show (the footer, the home page's hero, cards, common words, opening
 * hours), apart from the rest (docs/decisions/012); the frame's texts are in en-frame.ts.
 */

/** The home page's hero, above the fold: every first visit shows it. */
export const EN_HERO: Pick<Catalogue['home'], 'tagline' | 'exploreCollection'> = {
  tagline:
    'Discover our exquisite collection of Arabic perfumes, luxury oud, and premium attar for Women, Men, and Unisex in Saadiyat, Lebanon',
  exploreCollection: 'Explore Our Collection',
};

export const EN_PRODUCT: Catalogue['product'] = {
  brandFallback: 'Premium Fragrance',
  descriptionFallback: 'Exquisite fragrance crafted with the finest ingredients',
  addToCart: 'Add to Cart',
  soldOut: 'Sold out',
  prices: 'Prices',
};

export const EN_COMMON: Catalogue['common'] = {
  loading: 'Loading...',
  genericError: 'Something went wrong. Please try again.',
  needsJavaScript:
    'Your cart and your orders are kept in this browser, and this page needs JavaScript to show them. Turn it on to order here, or send us the perfumes you want on WhatsApp.',
  orderOnWhatsApp: 'Order on WhatsApp',
  teamNeedsJavaScript: 'The shop’s admin works with JavaScript: turn it on to manage the shop.',
};

export const EN_HOURS: Catalogue['hours'] = {
  closedAllDay: 'Closed',
  today: 'Today',
  weekHours: 'Opening hours this week',
  timeZoneNote: 'Times are Lebanon time.',
};

export const EN_FOOTER: Catalogue['footer'] = {
  social: 'Follow us',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  /** The values are isolated in the page (docs/decisions/181); each language orders its sentence. */
  copyright: '© {year} {shop}, {town}, Lebanon.',
  rights: 'All rights reserved.',
  shopLinks: 'Shop',
};
