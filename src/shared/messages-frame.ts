/**
 * The texts of every page's frame: the banner and the navigation. The page loads them
 * before its first render, apart from everything else (docs/decisions/106); messages-core and
 * messages.ts gather them with the rest.
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
} as const;
