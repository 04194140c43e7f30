/**
 * The owner's settings (DESIGN §6.12): one shape shared by the server, the admin form and every page.
 * Types and first values only, no zod: the first page load reads them (docs/decisions/012).
 */
import type { Size } from './constants.ts';
import type { DeliverySection } from './delivery-types.ts';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening interval in the shop's local time, "HH:MM" (closes may be "24:00"). */
export interface OpeningInterval {
  opens: string;
  closes: string;
}

/** A dated exception: a holiday (no intervals) or other hours, for one day or a run of days. */
export interface HoursException {
  from: string;
  to: string;
  intervals: OpeningInterval[];
  note: string;
}

/** The shop's texts the owner may also give in Arabic and French (docs/decisions/180). */
export const TRANSLATED_SHOP_FIELDS = ['street', 'town', 'region', 'bannerText', 'tagline'] as const;
export type TranslatedShopField = (typeof TRANSLATED_SHOP_FIELDS)[number];
/** "bannerTextAr", "townFr": a field's text in Arabic or French; '' where the owner gave none. */
export type ShopFieldInLanguage = `${TranslatedShopField}${'Ar' | 'Fr'}`;

export interface ShopSection extends Record<ShopFieldInLanguage, string> {
  name: string;
  /** Digits with the country code, as WhatsApp's links want them. */
  whatsAppPhone: string;
  callPhone: string;
  street: string;
  town: string;
  region: string;
  latitude: number;
  longitude: number;
  bannerText: string;
  tagline: string;
}

export interface HoursSection {
  week: Record<Weekday, OpeningInterval[]>;
  exceptions: HoursException[];
}

export interface SocialSection {
  instagram: string | null;
  tiktok: string | null;
  facebook: string | null;
}

export interface HeroSection {
  /** null: the video that ships with the shop. */
  videoUrl: string | null;
  posterUrl: string | null;
}

export interface SizeSetting {
  priceCents: number;
  isOnSale: boolean;
}

export interface PricesSection {
  sizes: Record<Size, SizeSetting>;
  /** Lebanese pounds per US dollar. */
  lbpPerUsd: number;
  isLbpShown: boolean;
}

/** When a counted size reads as running low (docs/decisions/190). */
export interface StockSection {
  lowStockThreshold: number;
}

export interface ShopSettings {
  shop: ShopSection;
  hours: HoursSection;
  social: SocialSection;
  hero: HeroSection;
  prices: PricesSection;
  delivery: DeliverySection;
  stock: StockSection;
}

export const SETTINGS_SECTIONS = ['shop', 'hours', 'social', 'hero', 'prices', 'delivery', 'stock'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SHOP_TIME_ZONE = 'Asia/Beirut';
export const DEFAULT_HERO_VIDEO_URL = '/hero.mp4';
export const DEFAULT_HERO_POSTER_URL = '/hero-poster.jpg';
