/**
 * The owner's settings (DESIGN §6.12): one shape shared by the server, the admin form and every page.
 * Types and first values only, no zod: the first page load reads them (docs/decisions/012).
 */
import type { Size } from './constants.ts';

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

export interface ShopSection {
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

export interface ShopSettings {
  shop: ShopSection;
  hours: HoursSection;
  social: SocialSection;
  hero: HeroSection;
  prices: PricesSection;
}

export const SETTINGS_SECTIONS = ['shop', 'hours', 'social', 'hero', 'prices'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const SHOP_TIME_ZONE = 'Asia/Beirut';
export const DEFAULT_HERO_VIDEO_URL = '/hero.mp4';
export const DEFAULT_HERO_POSTER_URL = '/hero-poster.jpg';

const WEEKDAY_HOURS: OpeningInterval[] = [{ opens: '10:00', closes: '20:00' }];

/** The first values (DESIGN §6.2 hours, SPEC §9 prices); start-up variables fill the phone and video. */
export const DEFAULT_SETTINGS: ShopSettings = {
  shop: {
    name: 'Saadiyat Perfumes',
    whatsAppPhone: '96170123456',
    callPhone: '96170123456',
    street: 'Main Road',
    town: 'Saadiyat',
    region: 'Mount Lebanon',
    latitude: 33.6697,
    longitude: 35.4317,
    bannerText: 'Delivery to all Lebanon',
    tagline:
      'Discover our exquisite collection of Arabic perfumes, luxury oud, and premium attar for Women, Men, and Unisex in Saadiyat, Lebanon',
  },
  hours: {
    week: {
      monday: WEEKDAY_HOURS,
      tuesday: WEEKDAY_HOURS,
      wednesday: WEEKDAY_HOURS,
      thursday: WEEKDAY_HOURS,
      friday: WEEKDAY_HOURS,
      saturday: WEEKDAY_HOURS,
      sunday: [{ opens: '11:00', closes: '18:00' }],
    },
    exceptions: [],
  },
  social: {
    instagram: 'https://www.instagram.com/saadiyatperfumes',
    tiktok: 'https://www.tiktok.com/@saadiyatperfumes',
    facebook: 'https://www.facebook.com/saadiyatperfumes',
  },
  hero: { videoUrl: null, posterUrl: null },
  prices: {
    sizes: { '100': { priceCents: 1000, isOnSale: true }, '50': { priceCents: 600, isOnSale: true } },
    lbpPerUsd: 89_500,
    isLbpShown: false,
  },
};
