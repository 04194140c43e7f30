import type { Catalogue } from './catalogue.ts';
import { FR_ADMIN, FR_INBOX } from './fr-admin.ts';
import { FR_ADMIN_LIST } from './fr-admin-list.ts';
import { FR_BRANDS_ADMIN } from './fr-brands-admin.ts';
import { FR_COMMON, FR_FOOTER, FR_HOURS, FR_PRODUCT } from './fr-core.ts';
import { FR_DELIVERY } from './fr-delivery.ts';
import { FR_DETAILS } from './fr-details.ts';
import { FR_DISCOUNT_CODES } from './fr-discount-codes.ts';
import { FR_ERRORS, FR_REFUSALS } from './fr-errors.ts';
import { FR_FN } from './fr-fn.ts';
import { FR_FRAGRANCE_WORDS } from './fr-fragrance-words.ts';
import { FR_BANNER, FR_LANGUAGE, FR_NAV } from './fr-frame.ts';
import { FR_FORBIDDEN, FR_HOME, FR_NOT_FOUND, FR_STOREFRONT } from './fr-home.ts';
import { FR_CUSTOMER_REPLIES, FR_DEVICE_ALERTS, FR_PUSH, FR_STATUS_UNDO } from './fr-order-care.ts';
import {
  FR_ABOUT,
  FR_CONTACT,
  FR_EXPLORE,
  FR_FRAGRANCE,
  FR_LINK_PREVIEW,
  FR_LOCATION,
  FR_PERFUMES,
  FR_PRODUCT_PAGE,
  FR_SEARCH,
  FR_SHOP_INFO,
} from './fr-pages.ts';
import { FR_PAGING } from './fr-paging.ts';
import { FR_PERFUME_PRICES } from './fr-perfume-prices.ts';
import { FR_PHOTOS } from './fr-photos.ts';
import { frenchSeoTexts } from './fr-seo.ts';
import { FR_ADMIN_SETTINGS } from './fr-settings.ts';
import { FR_AUTH, FR_CART, FR_CHECKOUT, FR_ORDER_BOOK, FR_ORDER_MESSAGE } from './fr-shopping.ts';
import { FR_STOCK_COUNTS } from './fr-stock-counts.ts';

/**
 * The French catalogue: French as a shop in Beirut writes it, with "vous", 24-hour times
 * (docs/decisions/125-128). Each section has the declared type (catalogue.ts), so a missing or extra key fails.
 */
export const FR: Catalogue = {
  banner: FR_BANNER,
  nav: FR_NAV,
  language: FR_LANGUAGE,
  footer: FR_FOOTER,
  notFound: FR_NOT_FOUND,
  forbidden: FR_FORBIDDEN,
  home: FR_HOME,
  product: FR_PRODUCT,
  productPage: FR_PRODUCT_PAGE,
  fragrance: FR_FRAGRANCE,
  search: FR_SEARCH,
  linkPreview: FR_LINK_PREVIEW,
  explore: FR_EXPLORE,
  perfumes: FR_PERFUMES,
  paging: FR_PAGING,
  shopInfo: FR_SHOP_INFO,
  about: FR_ABOUT,
  location: FR_LOCATION,
  contact: FR_CONTACT,
  auth: FR_AUTH,
  cart: FR_CART,
  checkout: FR_CHECKOUT,
  orderMessage: FR_ORDER_MESSAGE,
  orderBook: FR_ORDER_BOOK,
  delivery: FR_DELIVERY,
  inbox: FR_INBOX,
  admin: FR_ADMIN,
  common: FR_COMMON,
  storefront: FR_STOREFRONT,
  adminSettings: FR_ADMIN_SETTINGS,
  brandsAdmin: FR_BRANDS_ADMIN,
  hours: FR_HOURS,
  deviceAlerts: FR_DEVICE_ALERTS,
  statusUndo: FR_STATUS_UNDO,
  stockCounts: FR_STOCK_COUNTS,
  customerReplies: FR_CUSTOMER_REPLIES,
  push: FR_PUSH,
  details: FR_DETAILS,
  discountCodes: FR_DISCOUNT_CODES,
  photos: FR_PHOTOS,
  perfumePrices: FR_PERFUME_PRICES,
  adminList: FR_ADMIN_LIST,
  fragranceWords: FR_FRAGRANCE_WORDS,
  fn: { ...FR_FN, errors: FR_ERRORS, refusals: FR_REFUSALS },
  seo: frenchSeoTexts,
};
