import { arabicSeoTexts } from './i18n/catalogues/ar-seo.ts';
import { frenchSeoTexts } from './i18n/catalogues/fr-seo.ts';
import type { PageText, SeoTexts } from './i18n/catalogues/seo-texts.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, localizedPath } from './i18n/languages.ts';
import { isTrackingPath, PATHS, perfumesByBrandPath } from './paths.ts';
import { SHOP } from './shop.ts';

export interface RouteMeta {
  title: string;
  description: string;
  /**
   * /cart and /checkout are private to a visitor; /login, /signup, /admin, /403 and the 404 page
   * have nothing to find (docs/decisions/079): search engines must not index them.
   */
  indexable: boolean;
}

/**
 * Title and description of every route: the server writes them into the HTML, the client keeps
 * them right. Built from the shop's name as the owner set it, so a renamed shop is renamed in
 * every title at once.
 */
function routeMetaTable(name: string): Record<string, RouteMeta> {
  const suffix = ` | ${name}`;
  return {
    [PATHS.home]: {
      title: `${name} | Arabic Perfumes, Oud & Attar in Saadiyat, Lebanon`,
      description:
        'Arabic perfumes, luxury oud, premium attar and designer fragrances for women, men and unisex. Order on WhatsApp, cash on delivery, delivery to all Lebanon.',
      indexable: true,
    },
    [PATHS.about]: {
      title: `About Us${suffix}`,
      description: `The story, mission and values of ${name}, a family perfume house in Saadiyat, Lebanon.`,
      indexable: true,
    },
    [PATHS.location]: {
      title: `Location & Opening Hours${suffix}`,
      description: `Visit ${name} in Saadiyat, Lebanon: map, phone, opening hours and directions.`,
      indexable: true,
    },
    [PATHS.contact]: {
      title: `Contact Us${suffix}`,
      description: `Chat with ${name} on WhatsApp or call the shop in Saadiyat, Lebanon.`,
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
      description:
        'Explore the perfume houses we carry, from Arabic oud houses to niche and designer brands.',
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
      description: `Log in to your ${name} account to keep your cart on every device.`,
      indexable: false,
    },
    [PATHS.signup]: {
      title: `Sign Up${suffix}`,
      description: `Create a ${name} account to keep your cart on every device.`,
      indexable: false,
    },
    [PATHS.admin]: {
      title: `Admin Dashboard${suffix}`,
      description: `Manage the ${name} catalogue.`,
      indexable: false,
    },
    // The owner's pages: never indexed.
    [PATHS.adminSettings]: {
      title: `Shop Settings${suffix}`,
      description: "The shop's settings.",
      indexable: false,
    },
    [PATHS.adminTeam]: {
      title: `Team${suffix}`,
      description: "The shop's accounts and roles.",
      indexable: false,
    },
    [PATHS.adminActivity]: {
      title: `Activity${suffix}`,
      description: 'Who changed what, and when.',
      indexable: false,
    },
    [PATHS.forbidden]: {
      title: `Access Denied${suffix}`,
      description: 'You do not have permission to view this page.',
      indexable: false,
    },
    // The order book's pages are private to a customer or the owner: never indexed.
    [PATHS.yourOrders]: {
      title: `Your orders${suffix}`,
      description: 'The orders sent from this browser.',
      indexable: false,
    },
    [PATHS.accountOrders]: {
      title: `Your orders${suffix}`,
      description: 'The orders of your account.',
      indexable: false,
    },
    [PATHS.adminOrders]: { title: `Orders${suffix}`, description: "The shop's orders.", indexable: false },
    [PATHS.adminOrdersPrint]: {
      title: `Orders to deliver${suffix}`,
      description: "The shop's orders.",
      indexable: false,
    },
  };
}

function trackingMeta(name: string): RouteMeta {
  return {
    title: `Your order | ${name}`,
    description: 'Where your order is.',
    indexable: false,
  };
}

export function notFoundMeta(name: string): RouteMeta {
  return {
    title: `404 - Page Not Found | ${name}`,
    description: 'The page you are looking for does not exist.',
    indexable: false,
  };
}

function routeMeta(path: string, name: string): RouteMeta | undefined {
  return routeMetaTable(name)[path];
}

function cleanPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The link-preview picture every page shares (a file the client ships). */
export const SOCIAL_IMAGE = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
} as const;

/** The link-preview picture's alt text, with the shop's name as the owner set it. */
export function socialImageAlt(shopName: string): string {
  return `${shopName}: ${SHOP.tagline} in ${SHOP.address.town}, ${SHOP.address.country}`;
}

/** Longest alt text of a link-preview image (what the Open Graph spec suggests chats show). */
export const PREVIEW_IMAGE_ALT_MAX = 420;

/** Indexable content pages listed in the sitemap, beside one entry per brand filter. */
export const SITEMAP_PATHS = [
  PATHS.home,
  PATHS.perfumes,
  PATHS.explore,
  PATHS.about,
  PATHS.location,
  PATHS.contact,
] as const;

export interface PageMeta extends RouteMeta {
  /** Path (and query) of the page's canonical address; null for a page that does not exist. */
  canonicalPath: string | null;
  /** The page's language (English when absent): its canonical and alternates follow it. */
  language?: Language;
}

export interface PageLocation {
  pathname: string;
  search?: string;
  isNotFound?: boolean;
  /** Brands a /perfumes?brand=… page may be titled after: anything else reads as plain /perfumes. */
  knownBrands?: readonly string[];
  /** The address's language; `pathname` is then the spec's path, without the /ar or /fr prefix. */
  language?: Language;
  /** The shop's name as the owner set it (docs/decisions/166). */
  shopName: string;
}

/** The Arabic or French texts of a page's head, with the shop's name as the owner set it; null in English. */
export function seoTextsFor(language: Language, shopName: string): SeoTexts | null {
  if (language === 'en') return null;
  return (language === 'ar' ? arabicSeoTexts : frenchSeoTexts)(shopName);
}

const PATH_KEYS = new Map(
  Object.entries(PATHS).map(([key, path]) => [path as string, key as keyof typeof PATHS]),
);

/** The English meta in the page's language (docs/decisions/120); the canonical path is the spec's. */
function inLanguage(meta: PageMeta, path: string, language: Language, shopName: string): PageMeta {
  if (language === 'en') return meta;
  const texts = seoTextsFor(language, shopName);
  if (!texts) return meta;
  const key = PATH_KEYS.get(path);
  const brand = path === PATHS.perfumes && meta.canonicalPath !== PATHS.perfumes ? meta.canonicalPath : null;
  const text: PageText =
    meta.canonicalPath === null
      ? texts.notFound
      : brand
        ? texts.brand(new URLSearchParams(brand.split('?')[1] ?? '').get('brand') ?? '')
        : isTrackingPath(path)
          ? texts.tracking
          : key
            ? texts.routes[key]
            : texts.notFound;
  return { ...meta, ...text, language };
}

/**
 * The meta of one address. A brand view of the collection is a page of its own (the sitemap lists
 * it); other filters are views of /perfumes and share its canonical address.
 */
export function pageMeta(location: PageLocation): PageMeta {
  const path = cleanPath(location.pathname);
  const language = location.language ?? DEFAULT_LANGUAGE;
  return inLanguage(englishPageMeta(location), path, language, location.shopName);
}

function englishPageMeta({
  pathname,
  search = '',
  isNotFound = false,
  knownBrands = [],
  shopName: name,
}: PageLocation): PageMeta {
  const path = cleanPath(pathname);
  const route = isNotFound ? undefined : isTrackingPath(path) ? trackingMeta(name) : routeMeta(path, name);
  if (!route) return { ...notFoundMeta(name), canonicalPath: null };
  if (path === PATHS.perfumes) {
    const brand = new URLSearchParams(search).get('brand');
    if (brand && knownBrands.includes(brand)) {
      return {
        title: `${brand} Perfumes | ${name}`,
        description: `${brand} perfumes at ${name} in ${SHOP.address.town}, ${SHOP.address.country}: 100 ml and 50 ml bottles, order on WhatsApp, cash on delivery.`,
        indexable: true,
        canonicalPath: perfumesByBrandPath(brand),
      };
    }
  }
  return { ...route, canonicalPath: path };
}

/** `publicUrl` + path, for canonical links, previews, sitemaps and structured data. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicUrl.replace(/\/+$/, '')}/`).toString();
}

export interface HeadTag {
  element: 'meta' | 'link';
  /** The attribute naming the tag: name="description", property="og:title", rel="canonical". */
  key: 'name' | 'property' | 'rel';
  keyValue: string;
  value: string;
  /** A language alternate's language ("ar", "x-default"). */
  hreflang?: string;
}

const OG_LOCALES: Record<Language, string> = { en: 'en_US', ar: 'ar_LB', fr: 'fr_LB' };

/**
 * The same page in each language plus x-default (English), then the Open Graph locales: what
 * search engines and link previews read to offer a visitor their language.
 */
export function languageTags(specPath: string, language: Language, publicUrl: string): HeadTag[] {
  const link = (hreflang: string, lang: Language): HeadTag => ({
    element: 'link',
    key: 'rel',
    keyValue: 'alternate',
    value: absoluteUrl(publicUrl, localizedPath(lang, specPath)),
    hreflang,
  });
  return [
    ...LANGUAGES.map((lang) => link(lang, lang)),
    link('x-default', DEFAULT_LANGUAGE),
    { element: 'meta', key: 'property', keyValue: 'og:locale', value: OG_LOCALES[language] },
    ...LANGUAGES.filter((lang) => lang !== language).map(
      (lang): HeadTag => ({
        element: 'meta',
        key: 'property',
        keyValue: 'og:locale:alternate',
        value: OG_LOCALES[lang],
      }),
    ),
  ];
}

/** Every head tag of a page but its <title>: search engines, canonical, Open Graph and Twitter card. */
export function headTags(meta: PageMeta, publicUrl: string, shopName: string): HeadTag[] {
  const metaTag = (key: 'name' | 'property', keyValue: string, value: string): HeadTag => ({
    element: 'meta',
    key,
    keyValue,
    value,
  });
  const image = absoluteUrl(publicUrl, SOCIAL_IMAGE.path);
  const tags: HeadTag[] = [
    metaTag('name', 'description', meta.description),
    metaTag('name', 'robots', meta.indexable ? 'index, follow' : 'noindex'),
  ];
  const language = meta.language ?? DEFAULT_LANGUAGE;
  const imageAlt = seoTextsFor(language, shopName)?.socialImageAlt ?? socialImageAlt(shopName);
  const url =
    meta.canonicalPath === null ? null : absoluteUrl(publicUrl, localizedPath(language, meta.canonicalPath));
  if (url) tags.push({ element: 'link', key: 'rel', keyValue: 'canonical', value: url });
  if (meta.canonicalPath !== null) tags.push(...languageTags(meta.canonicalPath, language, publicUrl));
  tags.push(
    metaTag('property', 'og:type', 'website'),
    metaTag('property', 'og:site_name', shopName),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
  );
  if (url) tags.push(metaTag('property', 'og:url', url));
  tags.push(
    metaTag('property', 'og:image', image),
    metaTag('property', 'og:image:type', SOCIAL_IMAGE.type),
    metaTag('property', 'og:image:width', String(SOCIAL_IMAGE.width)),
    metaTag('property', 'og:image:height', String(SOCIAL_IMAGE.height)),
    metaTag('property', 'og:image:alt', imageAlt),
    metaTag('name', 'twitter:card', 'summary_large_image'),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
    metaTag('name', 'twitter:image', image),
    metaTag('name', 'twitter:image:alt', imageAlt),
  );
  return tags;
}

/** Marks the head tags a page owns, so the client can replace them while navigating. */
export const HEAD_TAG_ATTRIBUTE = 'data-page-meta';
/** Marks the home page's structured-data blocks; the value names the block. */
export const STRUCTURED_DATA_ATTRIBUTE = 'data-structured-data';
