import { AR_ADMIN, AR_INBOX } from './ar-admin.ts';
import { AR_ADMIN_LIST } from './ar-admin-list.ts';
import { AR_BRANDS_ADMIN } from './ar-brands-admin.ts';
import { AR_COMMON, AR_FOOTER, AR_HOURS, AR_PRODUCT } from './ar-core.ts';
import { AR_DELIVERY } from './ar-delivery.ts';
import { AR_DETAILS } from './ar-details.ts';
import { AR_DISCOUNT_CODES } from './ar-discount-codes.ts';
import { AR_ERRORS, AR_REFUSALS } from './ar-errors.ts';
import { AR_FN } from './ar-fn.ts';
import { AR_FRAGRANCE_WORDS } from './ar-fragrance-words.ts';
import { AR_BANNER, AR_LANGUAGE, AR_NAV } from './ar-frame.ts';
import { AR_FORBIDDEN, AR_HOME, AR_NOT_FOUND, AR_STOREFRONT } from './ar-home.ts';
import { AR_CUSTOMER_REPLIES, AR_DEVICE_ALERTS, AR_PUSH, AR_STATUS_UNDO } from './ar-order-care.ts';
import {
  AR_ABOUT,
  AR_CONTACT,
  AR_EXPLORE,
  AR_FRAGRANCE,
  AR_LINK_PREVIEW,
  AR_LOCATION,
  AR_PERFUMES,
  AR_PRODUCT_PAGE,
  AR_SEARCH,
  AR_SHOP_INFO,
} from './ar-pages.ts';
import { AR_PAGING } from './ar-paging.ts';
import { AR_PERFUME_PRICES } from './ar-perfume-prices.ts';
import { AR_PHOTOS } from './ar-photos.ts';
import { arabicSeoTexts } from './ar-seo.ts';
import { AR_ADMIN_SETTINGS } from './ar-settings.ts';
import { AR_AUTH, AR_CART, AR_CHECKOUT, AR_ORDER_BOOK, AR_ORDER_MESSAGE } from './ar-shopping.ts';
import { AR_STOCK_COUNTS } from './ar-stock-counts.ts';
import type { Catalogue } from './catalogue.ts';

/**
 * The Arabic catalogue: Modern Standard Arabic in a shop's warm, simple voice, Western digits
 * (docs/decisions/125-128). Each section has the declared type (catalogue.ts), so a missing or extra key fails.
 */
export const AR: Catalogue = {
  banner: AR_BANNER,
  nav: AR_NAV,
  language: AR_LANGUAGE,
  footer: AR_FOOTER,
  notFound: AR_NOT_FOUND,
  forbidden: AR_FORBIDDEN,
  home: AR_HOME,
  product: AR_PRODUCT,
  productPage: AR_PRODUCT_PAGE,
  fragrance: AR_FRAGRANCE,
  search: AR_SEARCH,
  linkPreview: AR_LINK_PREVIEW,
  explore: AR_EXPLORE,
  perfumes: AR_PERFUMES,
  paging: AR_PAGING,
  shopInfo: AR_SHOP_INFO,
  about: AR_ABOUT,
  location: AR_LOCATION,
  contact: AR_CONTACT,
  auth: AR_AUTH,
  cart: AR_CART,
  checkout: AR_CHECKOUT,
  orderMessage: AR_ORDER_MESSAGE,
  orderBook: AR_ORDER_BOOK,
  delivery: AR_DELIVERY,
  inbox: AR_INBOX,
  admin: AR_ADMIN,
  common: AR_COMMON,
  storefront: AR_STOREFRONT,
  adminSettings: AR_ADMIN_SETTINGS,
  brandsAdmin: AR_BRANDS_ADMIN,
  hours: AR_HOURS,
  deviceAlerts: AR_DEVICE_ALERTS,
  statusUndo: AR_STATUS_UNDO,
  stockCounts: AR_STOCK_COUNTS,
  customerReplies: AR_CUSTOMER_REPLIES,
  push: AR_PUSH,
  details: AR_DETAILS,
  discountCodes: AR_DISCOUNT_CODES,
  photos: AR_PHOTOS,
  perfumePrices: AR_PERFUME_PRICES,
  adminList: AR_ADMIN_LIST,
  fragranceWords: AR_FRAGRANCE_WORDS,
  fn: { ...AR_FN, errors: AR_ERRORS, refusals: AR_REFUSALS },
  seo: arabicSeoTexts,
};
