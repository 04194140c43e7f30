/**
 * Every user-visible string of the shop, in one catalogue (English now; an Arabic catalogue with
 * right-to-left layout can sit beside it later). Texts quoted from SPEC.md are verbatim.
 */

import { ADMIN_MESSAGES } from './messages-admin.ts';
import { ADMIN_SETTINGS_MESSAGES } from './messages-admin-settings.ts';
import {
  BANNER_MESSAGE,
  COMMON_MESSAGES,
  FOOTER_MESSAGES,
  HERO_MESSAGES,
  NAV_MESSAGES,
  PRODUCT_MESSAGES,
} from './messages-core.ts';
import { DELIVERY_MESSAGES } from './messages-delivery.ts';
import { DETAILS_MESSAGES } from './messages-details.ts';
import { HOURS_MESSAGES } from './messages-hours.ts';
import {
  CUSTOMER_REPLIES_MESSAGES,
  DEVICE_ALERTS_MESSAGES,
  STATUS_UNDO_MESSAGES,
} from './messages-order-care.ts';
import { INBOX_MESSAGES, ORDER_BOOK_MESSAGES } from './messages-orders.ts';
import {
  FRAGRANCE_MESSAGES,
  LINK_PREVIEW_MESSAGES,
  PRODUCT_PAGE_MESSAGES,
  SEARCH_MESSAGES,
} from './messages-product-page.ts';
import { STOREFRONT_MESSAGES } from './messages-storefront.ts';

export {
  BANNER_MESSAGE,
  COMMON_MESSAGES,
  cartButtonLabel,
  FOOTER_MESSAGES,
  HERO_MESSAGES,
  NAV_MESSAGES,
  PRODUCT_MESSAGES,
  sizeLabel,
} from './messages-core.ts';

export const MESSAGES = {
  banner: BANNER_MESSAGE,
  nav: NAV_MESSAGES,
  footer: FOOTER_MESSAGES,
  notFound: {
    title: '404 - Page Not Found',
    text: 'The page you are looking for does not exist.',
    back: 'Back to Home',
  },
  forbidden: {
    title: 'Access Denied',
    text: 'You do not have permission to view this page.',
    back: 'Back to Home',
  },
  home: {
    ...HERO_MESSAGES,
    noProducts: 'New arrivals coming soon! Check back for our latest Arabic perfumes and luxury fragrances.',
    viewAllBrands: 'View All Brands & Collections',
    ourNews: 'Our News',
    distinctiveEdge: 'Our Distinctive Edge',
    getDirections: 'Get Directions',
    brandsTitle: 'Our Brands',
    brandsCarousel: 'Perfume brands',
    brandsHint: 'Use the left and right arrow keys to move through the brands. Press Enter to see them all.',
    newsSubtitle: 'The latest perfumes to arrive at our shop.',
    edgeSubtitle: 'What makes a visit to our shop worth the trip.',
    edge: [
      {
        title: 'Premium Oud',
        text: 'Aged agarwood oils and oud blends from trusted Arabic houses, chosen one bottle at a time.',
      },
      {
        title: 'Luxury Attar',
        text: 'Concentrated, alcohol-free perfume oils: a few drops last from morning prayer to evening.',
      },
      {
        title: 'Designer Fragrances',
        text: 'Genuine bottles from the great perfume houses of Paris, Milan and New York.',
      },
    ],
    collectionsTitle: 'Our Collections',
    collections: {
      women: { title: 'Women', text: 'Florals, musks and soft ambers.' },
      men: { title: 'Men', text: 'Woods, spices and fresh citrus.' },
      unisex: { title: 'Unisex', text: 'Oud, attar and everything in between.' },
    },
    shopCollection: 'Shop the collection',
  },
  product: PRODUCT_MESSAGES,
  productPage: PRODUCT_PAGE_MESSAGES,
  fragrance: FRAGRANCE_MESSAGES,
  search: SEARCH_MESSAGES,
  linkPreview: LINK_PREVIEW_MESSAGES,
  explore: {
    title: 'Our Perfume Brands',
    exploreAll: 'Explore All',
    subtitle: 'From the oud houses of Arabia to the ateliers of Paris: choose a house to see its perfumes.',
    searchLabel: 'Search brands',
    searchPlaceholder: 'Search brands...',
    noBrands: 'No brand matches your search.',
  },
  perfumes: {
    title: 'Our Perfumes',
    loading: 'Loading perfumes...',
    empty: 'No perfumes found.',
    gender: 'Gender',
    subtitle: 'Arabic perfumes, oud, attar and designer fragrances in 100 ml and 50 ml bottles.',
    filtersTitle: 'Filter perfumes',
    name: 'Name',
    namePlaceholder: 'Search by name',
    description: 'Description',
    descriptionPlaceholder: 'Search in descriptions',
    brand: 'Brand',
    brandPlaceholder: 'All brands',
    noBrandOptions: 'No brand found',
    style: 'Style',
    allGenders: 'All',
    allStyles: 'All styles',
    genders: { men: 'Men', women: 'Women', unisex: 'Unisex' },
    clearFilters: 'Clear filters',
    applyFilters: 'Apply filters',
    showMore: 'Show more perfumes',
    shownOf: (shown: number, total: number) => `Showing ${shown} of ${total} perfumes`,
  },
  /** The shop's own facts as the pages present them (the facts themselves live in shop.ts). */
  shopInfo: {
    visitTitle: 'Visit Our Shop',
    visitText: 'Come and smell before you choose: our team will help you find your signature scent.',
    location: 'Location',
    phone: 'Phone',
    hours: 'Opening Hours',
    mapTitle: 'Map of our shop in Saadiyat, Lebanon',
    opensInNewTab: '(opens in a new tab)',
  },
  about: {
    subtitle: 'A family perfume house on the coast of Mount Lebanon.',
    storyTitle: 'Our Story',
    story: [
      'Saadiyat Perfumes began as a small counter of oud and attar on the main road of Saadiyat, where neighbours stopped on their way to the sea to try a new blend.',
      'Over the years the counter became a shop, and the shop a meeting place for people who love fragrance: Arabic houses beside the great designer names, rare oils beside everyday favourites.',
      'Today we deliver to all of Lebanon, but every order is still prepared by the same hands, with the same care, in Saadiyat.',
    ],
    missionTitle: 'Our Mission',
    mission:
      'To bring the finest Arabic perfumes, oud and attar, and the designer fragrances people dream of, to every home in Lebanon at honest prices, with advice you can trust.',
    valuesTitle: 'Our Values',
    values: [
      {
        title: 'Authenticity',
        text: 'Genuine bottles and pure oils only, from houses we know and trust.',
      },
      {
        title: 'Hospitality',
        text: 'Every visitor is a guest: take your time, try, ask, and leave with a scent you love.',
      },
      {
        title: 'Craft',
        text: 'We respect the art of perfumery, from the aged oud of Arabia to the modern ateliers of Europe.',
      },
    ],
  },
  location: {
    title: 'Our Location',
    subtitle: 'Find our shop on the main road of Saadiyat, a few minutes south of Damour.',
  },
  contact: {
    subtitle: 'Questions about a perfume or an order? We answer on WhatsApp and by phone.',
    whatsappTitle: 'Chat on WhatsApp',
    whatsappText: 'Ask about a perfume or send us your order. We reply quickly.',
    callTitle: 'Call',
    callText: 'Speak with us during opening hours.',
  },
  auth: {
    loginTitle: 'Login',
    signupTitle: 'Sign Up',
    email: 'Email',
    password: 'Password',
    loginButton: 'Login',
    signupButton: 'Sign Up',
    loginSuccess: 'Login successful!',
    signupSuccess: 'Account created successfully!',
    userNotFound: 'No user found with this email.',
    wrongPassword: 'Incorrect password.',
    invalidEmail: 'Invalid email format.',
    loginFailed: 'Login failed. Please try again.',
    signupFailedPrefix: 'Signup failed: ',
    /** Readable reasons after "Signup failed: " (SPEC §8). */
    emailTaken: 'An account with this email already exists.',
    passwordRequired: 'Please enter your password.',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
    noAccount: "Don't have an account?",
    haveAccount: 'Already have an account?',
  },
  cart: {
    title: 'Your Cart',
    empty: 'Your cart is empty',
    added: 'Product added to cart!',
    alreadyInCartUser: 'You already chose this. You can choose quantity at checkout.',
    alreadyInCartGuest: 'You already chose this. You can choose quantity in your cart.',
    updateFailed: 'Failed to update cart.',
    missingSize: 'Please select at least one size for each item in your cart before checking out.',
    checkout: 'Checkout',
    removeSize: 'Remove Size',
    removeItem: 'Remove Item',
    total: 'Total',
    close: 'Close',
    continueAsGuest: 'Continue as Guest',
    loginToCheckout: 'Log in to keep this order with your account, or continue as a guest.',
    messageTitle: 'Cart message',
    loginTitle: 'Log in',
    size100: '100 ml',
    size50: '50 ml',
    itemTotal: 'Item total',
    increase: 'Increase quantity',
    decrease: 'Decrease quantity',
    chooseSize: 'Choose sizes',
    loading: 'Loading your cart...',
  },
  checkout: {
    title: 'Review Your Order',
    noOrders: 'No orders found.',
    fetchFailed: 'An error occurred while fetching your orders.',
    shareLocation: 'Share My Location',
    removeLocation: 'Remove Location',
    locationUnavailable: 'Unable to retrieve your location.',
    geolocationUnsupported: 'Geolocation is not supported by your browser.',
    paymentMethod: 'Payment Method: Cash on Delivery',
    send: 'Send Order on WhatsApp',
    sending: 'Sending...',
    openingWhatsApp: 'Opening WhatsApp...',
    thankYouTitle: 'Thank You for Your Order!',
    thankYouText: "We've received your order and will process it soon.",
    returnHome: 'Return to Home',
    units100: '100ml',
    units50: '50ml',
    removeItem: 'Remove item',
    total: 'Total',
    mapTitle: 'Your shared location',
    order: 'Order',
  },
  /** The WhatsApp order text (DESIGN §6.3): what the shop reads. */
  orderMessage: {
    greeting: 'Hello! I would like to place this order:',
    reference: 'Order',
    name: 'Name',
    phone: 'Phone',
    address: 'Address',
    total: 'Total',
    location: 'Location',
  },
  orderBook: ORDER_BOOK_MESSAGES,
  delivery: DELIVERY_MESSAGES,
  inbox: INBOX_MESSAGES,
  admin: ADMIN_MESSAGES,
  common: COMMON_MESSAGES,
  storefront: STOREFRONT_MESSAGES,
  adminSettings: ADMIN_SETTINGS_MESSAGES,
  hours: HOURS_MESSAGES,
  deviceAlerts: DEVICE_ALERTS_MESSAGES,
  statusUndo: STATUS_UNDO_MESSAGES,
  customerReplies: CUSTOMER_REPLIES_MESSAGES,
  details: DETAILS_MESSAGES,
} as const;
/** "Category: men" and friends: the few strings built from a value. */
export function categoryLine(category: string): string {
  return `Category: ${category}`;
}
