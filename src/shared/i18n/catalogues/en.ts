import type { Catalogue } from './catalogue.ts';
import { EN_ADMIN, EN_INBOX } from './en-admin.ts';
import { EN_ADMIN_LIST } from './en-admin-list.ts';
import { EN_BRANDS_ADMIN } from './en-brands-admin.ts';
import { EN_COMMON, EN_FOOTER, EN_HOURS, EN_PRODUCT } from './en-core.ts';
import { EN_DELIVERY } from './en-delivery.ts';
import { EN_DETAILS } from './en-details.ts';
import { EN_DISCOUNT_CODES } from './en-discount-codes.ts';
import { EN_ERRORS, EN_REFUSALS } from './en-errors.ts';
import { EN_FN } from './en-fn.ts';
import { EN_FRAGRANCE_WORDS } from './en-fragrance-words.ts';
import { EN_BANNER, EN_LANGUAGE, EN_NAV } from './en-frame.ts';
import { EN_FORBIDDEN, EN_HOME, EN_NOT_FOUND, EN_STOREFRONT } from './en-home.ts';
import { EN_CUSTOMER_REPLIES, EN_DEVICE_ALERTS, EN_PUSH, EN_STATUS_UNDO } from './en-order-care.ts';
import {
  EN_ABOUT,
  EN_CONTACT,
  EN_EXPLORE,
  EN_FRAGRANCE,
  EN_LINK_PREVIEW,
  EN_LOCATION,
  EN_PERFUMES,
  EN_PRODUCT_PAGE,
  EN_SEARCH,
  EN_SHOP_INFO,
} from './en-pages.ts';
import { EN_PAGING } from './en-paging.ts';
import { EN_PERFUME_PRICES } from './en-perfume-prices.ts';
import { EN_PHOTOS } from './en-photos.ts';
import { englishSeoTexts } from './en-seo.ts';
import { EN_ADMIN_SETTINGS } from './en-settings.ts';
import { EN_AUTH, EN_CART, EN_CHECKOUT, EN_ORDER_BOOK, EN_ORDER_MESSAGE } from './en-shopping.ts';
import { EN_STOCK_COUNTS } from './en-stock-counts.ts';

/**
 * The English catalogue: the shop's default language and the spec's texts, verbatim. The same
 * declared shape as every other language (catalogue.ts), so a missing or extra key fails here too.
 */
export const EN: Catalogue = {
  banner: EN_BANNER,
  nav: EN_NAV,
  language: EN_LANGUAGE,
  footer: EN_FOOTER,
  notFound: EN_NOT_FOUND,
  forbidden: EN_FORBIDDEN,
  home: EN_HOME,
  product: EN_PRODUCT,
  productPage: EN_PRODUCT_PAGE,
  fragrance: EN_FRAGRANCE,
  search: EN_SEARCH,
  linkPreview: EN_LINK_PREVIEW,
  explore: EN_EXPLORE,
  perfumes: EN_PERFUMES,
  paging: EN_PAGING,
  shopInfo: EN_SHOP_INFO,
  about: EN_ABOUT,
  location: EN_LOCATION,
  contact: EN_CONTACT,
  auth: EN_AUTH,
  cart: EN_CART,
  checkout: EN_CHECKOUT,
  orderMessage: EN_ORDER_MESSAGE,
  orderBook: EN_ORDER_BOOK,
  delivery: EN_DELIVERY,
  inbox: EN_INBOX,
  admin: EN_ADMIN,
  common: EN_COMMON,
  storefront: EN_STOREFRONT,
  adminSettings: EN_ADMIN_SETTINGS,
  brandsAdmin: EN_BRANDS_ADMIN,
  hours: EN_HOURS,
  deviceAlerts: EN_DEVICE_ALERTS,
  statusUndo: EN_STATUS_UNDO,
  stockCounts: EN_STOCK_COUNTS,
  customerReplies: EN_CUSTOMER_REPLIES,
  push: EN_PUSH,
  details: EN_DETAILS,
  discountCodes: EN_DISCOUNT_CODES,
  photos: EN_PHOTOS,
  perfumePrices: EN_PERFUME_PRICES,
  adminList: EN_ADMIN_LIST,
  fragranceWords: EN_FRAGRANCE_WORDS,
  fn: { ...EN_FN, errors: EN_ERRORS, refusals: EN_REFUSALS },
  /** The pages' titles and descriptions, built from the shop's name (en-seo.ts). */
  seo: englishSeoTexts,
};
