import { PATHS } from './paths.ts';
import { SHOP } from './shop.ts';

export interface RouteMeta {
  title: string;
  description: string;
  /** /cart and /checkout are private to a visitor: search engines must not index them. */
  indexable: boolean;
}

const suffix = ` | ${SHOP.name}`;

/** Title and description of every route: the server writes them into the HTML, the client keeps them right. */
export const ROUTE_META: Record<string, RouteMeta> = {
  [PATHS.home]: {
    title: `${SHOP.name} | Arabic Perfumes, Oud & Attar in Saadiyat, Lebanon`,
    description:
      'Arabic perfumes, luxury oud, premium attar and designer fragrances for women, men and unisex. Order on WhatsApp, cash on delivery, delivery to all Lebanon.',
    indexable: true,
  },
  [PATHS.about]: {
    title: `About Us${suffix}`,
    description: `The story, mission and values of ${SHOP.name}, a family perfume house in Saadiyat, Lebanon.`,
    indexable: true,
  },
  [PATHS.location]: {
    title: `Location & Opening Hours${suffix}`,
    description: `Visit ${SHOP.name} in Saadiyat, Lebanon: map, phone, opening hours and directions.`,
    indexable: true,
  },
  [PATHS.contact]: {
    title: `Contact Us${suffix}`,
    description: `Chat with ${SHOP.name} on WhatsApp or call the shop in Saadiyat, Lebanon.`,
    indexable: true,
  },
  [PATHS.perfumes]: {
    title: `Perfume Collection${suffix}`,
    description:
      'Browse our perfumes by name, brand, gender and style: oud, attar, Arabic and designer fragrances in 100 ml and 50 ml.',
    indexable: true,
  },
  [PATHS.explore]: {
    title: `Our Perfume Brands${suffix}`,
    description: 'Explore the perfume houses we carry, from Arabic oud houses to niche and designer brands.',
    indexable: true,
  },
  [PATHS.cart]: {
    title: `Your Cart${suffix}`,
    description: 'Choose bottle sizes and quantities, then check out and send your order on WhatsApp.',
    indexable: false,
  },
  [PATHS.checkout]: {
    title: `Review Your Order${suffix}`,
    description: 'Review your order, share your location and send it on WhatsApp. Cash on delivery.',
    indexable: false,
  },
  [PATHS.login]: {
    title: `Login${suffix}`,
    description: `Log in to your ${SHOP.name} account to keep your cart on every device.`,
    indexable: true,
  },
  [PATHS.signup]: {
    title: `Sign Up${suffix}`,
    description: `Create a ${SHOP.name} account to keep your cart on every device.`,
    indexable: true,
  },
  [PATHS.admin]: {
    title: `Admin Dashboard${suffix}`,
    description: `Manage the ${SHOP.name} catalogue.`,
    indexable: true,
  },
  [PATHS.forbidden]: {
    title: `Access Denied${suffix}`,
    description: 'You do not have permission to view this page.',
    indexable: true,
  },
};

export const NOT_FOUND_META: RouteMeta = {
  title: `404 - Page Not Found${suffix}`,
  description: 'The page you are looking for does not exist.',
  indexable: false,
};

export function metaForPath(pathname: string): RouteMeta {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTE_META[clean] ?? NOT_FOUND_META;
}
