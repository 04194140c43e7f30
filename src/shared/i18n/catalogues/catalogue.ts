import type { SeoTextsFor } from './seo-texts.ts';
import type { AdminTexts, InboxTexts } from './types/admin.ts';
import type { AdminListTexts } from './types/admin-list.ts';
import type { BrandsAdminTexts } from './types/brands-admin.ts';
import type { CommonTexts, FooterTexts, HoursTexts, ProductTexts } from './types/core.ts';
import type { DeliveryTexts } from './types/delivery.ts';
import type { DetailsTexts } from './types/details.ts';
import type { DiscountCodesTexts } from './types/discount-codes.ts';
import type { FnTexts } from './types/fn.ts';
import type { FragranceWordsTexts } from './types/fragrance-words.ts';
import type { LanguageTexts, NavTexts } from './types/frame.ts';
import type { ForbiddenTexts, HomeTexts, NotFoundTexts, StorefrontTexts } from './types/home.ts';
import type {
  CustomerRepliesTexts,
  DeviceAlertsTexts,
  PushTexts,
  StatusUndoTexts,
} from './types/order-care.ts';
import type {
  AboutTexts,
  ContactTexts,
  ExploreTexts,
  FragranceTexts,
  LinkPreviewTexts,
  LocationTexts,
  PerfumesTexts,
  ProductPageTexts,
  SearchTexts,
  ShopInfoTexts,
} from './types/pages.ts';
import type { PagingTexts } from './types/paging.ts';
import type { PerfumePricesTexts } from './types/perfume-prices.ts';
import type { PhotosTexts } from './types/photos.ts';
import type { AdminSettingsTexts } from './types/settings.ts';
import type {
  AuthTexts,
  CartTexts,
  CheckoutTexts,
  OrderBookTexts,
  OrderMessageTexts,
} from './types/shopping.ts';
import type { StockCountsTexts } from './types/stock-counts.ts';

/** The shop's languages: English (the default, the spec's texts), Arabic and French. */
export type Language = 'en' | 'ar' | 'fr';

export const LANGUAGES: readonly Language[] = ['en', 'ar', 'fr'];

/**
 * Every text the shop shows or sends, declared once (docs/decisions/172): English, Arabic and French
 * each write one object of this type (en.ts, ar.ts, fr.ts), so the type checker fails on a missing or
 * an extra key in any of them. Each section's type lives in types/, beside the texts' files.
 */
export interface Catalogue {
  /** The strip above the header: "Delivery to all Lebanon". */
  banner: string;
  nav: NavTexts;
  language: LanguageTexts;
  footer: FooterTexts;
  notFound: NotFoundTexts;
  forbidden: ForbiddenTexts;
  home: HomeTexts;
  product: ProductTexts;
  productPage: ProductPageTexts;
  fragrance: FragranceTexts;
  search: SearchTexts;
  linkPreview: LinkPreviewTexts;
  explore: ExploreTexts;
  perfumes: PerfumesTexts;
  paging: PagingTexts;
  /** The shop's own facts as the pages present them (the facts themselves are settings). */
  shopInfo: ShopInfoTexts;
  about: AboutTexts;
  location: LocationTexts;
  contact: ContactTexts;
  auth: AuthTexts;
  cart: CartTexts;
  checkout: CheckoutTexts;
  /** The WhatsApp order text (DESIGN §6.3): what the shop reads. */
  orderMessage: OrderMessageTexts;
  orderBook: OrderBookTexts;
  delivery: DeliveryTexts;
  inbox: InboxTexts;
  admin: AdminTexts;
  common: CommonTexts;
  storefront: StorefrontTexts;
  adminSettings: AdminSettingsTexts;
  /** The owner's brand list (/admin/brands). */
  brandsAdmin: BrandsAdminTexts;
  hours: HoursTexts;
  deviceAlerts: DeviceAlertsTexts;
  statusUndo: StatusUndoTexts;
  stockCounts: StockCountsTexts;
  customerReplies: CustomerRepliesTexts;
  push: PushTexts;
  details: DetailsTexts;
  /** Discount codes (docs/decisions/191, 192). */
  discountCodes: DiscountCodesTexts;
  /** A perfume's photos: the owner's manager and the product page's gallery (docs/decisions/185). */
  photos: PhotosTexts;
  /** A perfume's own prices and sales (docs/decisions/187, 188). */
  perfumePrices: PerfumePricesTexts;
  /** The admin's product list a brand at a time (docs/decisions/202). */
  adminList: AdminListTexts;
  /** Styles and notes in the page's language (docs/decisions/178). */
  fragranceWords: FragranceWordsTexts;
  fn: FnTexts;
  /** The pages' titles and descriptions, built from the shop's name as the owner set it (ADR 169). */
  seo: SeoTextsFor;
}

/**
 * What the frame of every page (banner, header, language switcher) reads: the page awaits only
 * these before its first render, and the whole catalogue comes with the page's content (docs/decisions/106).
 */
export type FrameCatalogue = Pick<Catalogue, 'banner' | 'nav' | 'language'>;
