import type { Catalogue } from './catalogue.ts';

/**
 * English (the spec's texts, verbatim): the frame every page shows (banner, navigation, the
 * language switcher), loaded before the page's first render apart from the rest (docs/decisions/106).
 */
export const EN_BANNER: Catalogue['banner'] = 'Delivery to all Lebanon';

export const EN_NAV: Catalogue['nav'] = {
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
  openSearch: 'Open the search',
  closeSearch: 'Close the search',
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
  pageFailed: 'This page could not load. Check your connection, then try again.',
  tryAgain: 'Try again',
};

export const EN_LANGUAGE: Catalogue['language'] = {
  switcherLabel: 'Language',
  offer: 'This page is also in English.',
  offerAction: 'Read it in English',
  dismiss: 'No thanks',
  skipToContent: 'Skip to content',
  notifications: 'Notifications',
};
