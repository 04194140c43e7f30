/**
 * The part of the message catalogue every page shows: the banner, navigation, footer, home hero,
 * product cards and common words. It is its own module so that the first page load carries only
 * these; messages.ts gathers them with the rest into MESSAGES.
 */
export const BANNER_MESSAGE = 'Delivery to all Lebanon';

export const NAV_MESSAGES = {
  home: 'Home',
  perfumes: 'Perfumes',
  about: 'About Us',
  location: 'Location',
  contact: 'Contact Us',
  login: 'Login',
  signup: 'Sign Up',
  viewCart: 'View Cart',
  yourOrders: 'Your orders',
  logout: 'Logout',
  admin: 'Admin',
  greeting: 'Hi, ',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main navigation',
  guestCart: 'Guest cart',
  cart: 'Cart',
  andMore: '...and more',
  delete: 'Delete',
  shopNow: 'Shop Now',
  loginRequired: 'You must log in first to view your cart.',
  goToLogin: 'Go to Login',
  cancel: 'Cancel',
  search: 'Search perfumes',
  searchPlaceholder: 'Search by name, brand or note',
  searchButton: 'Search',
} as const;

export const FOOTER_MESSAGES = {
  social: 'Follow us',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  rights: 'All rights reserved.',
  shopLinks: 'Shop',
} as const;

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
