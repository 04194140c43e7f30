import type { OpeningInterval, ShopSettings } from './settings-types.ts';

/**
 * The settings of a new shop. Kept apart from the types: the first page load never needs them (the
 * server writes the saved settings into every page), so they stay out of its JavaScript.
 */
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
    // None given: the pages show the shop's own Arabic and French wording (docs/decisions/180).
    streetAr: '',
    townAr: '',
    regionAr: '',
    bannerTextAr: '',
    taglineAr: '',
    streetFr: '',
    townFr: '',
    regionFr: '',
    bannerTextFr: '',
    taglineFr: '',
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
  // No areas: the specification's checkout until the owner lists some (docs/decisions/143).
  delivery: { areas: [], isPickupOffered: false },
  // Three bottles or fewer of a counted size reads as low (docs/decisions/190).
  stock: { lowStockThreshold: 3 },
};
