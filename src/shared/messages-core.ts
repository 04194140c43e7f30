import { NAV_MESSAGES } from './messages-frame.ts';

/**
 * The part of the message catalogue most pages show: the footer, home hero, product cards and
 * common words (the frame's texts are in messages-frame.ts, which the first render awaits). It is its own
 * module so that a page's content can carry these without the rest; messages.ts gathers them with
 * the rest into MESSAGES.
 */
export { BANNER_MESSAGE, NAV_MESSAGES } from './messages-frame.ts';

/** The home page's hero, above the fold. */
export const HERO_MESSAGES = {
  tagline:
    'Discover our exquisite collection of Arabic perfumes, luxury oud, and premium attar for Women, Men, and Unisex in Saadiyat, Lebanon',
  exploreCollection: 'Explore Our Collection',
} as const;

export const PRODUCT_MESSAGES = {
  brandFallback: 'Premium Fragrance',
  descriptionFallback: 'Exquisite fragrance crafted with the finest ingredients',
  addToCart: 'Add to Cart',
  /** A size, or a whole perfume, that cannot be ordered now. */
  soldOut: 'Sold out',
  prices: 'Prices',
} as const;

export const COMMON_MESSAGES = {
  loading: 'Loading...',
  genericError: 'Something went wrong. Please try again.',
} as const;

/** The header's cart button, read by screen readers with its count. */
export function cartButtonLabel(count: number): string {
  return `${NAV_MESSAGES.cart}, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** A bottle size as cards and the cart name it: "50 ml". */
export function sizeLabel(size: string): string {
  return `${size} ml`;
}

export const FOOTER_MESSAGES = {
  social: 'Follow us',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  /** The values are isolated in the page (docs/decisions/181); each language orders its sentence. */
  copyright: '© {year} {shop}, {town}, Lebanon.',
  rights: 'All rights reserved.',
  shopLinks: 'Shop',
} as const;
