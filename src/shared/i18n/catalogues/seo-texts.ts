import type { PATHS } from '#shared/paths.ts';

/**
 * The head of each page in Arabic and French: title, description and the link-preview picture's
 * alt text, for the same routes as the English table in seo.ts (a route added to PATHS fails the
 * type check here until it is translated). Built from the shop's name as the owner set it.
 */
export interface PageText {
  title: string;
  description: string;
}

export interface SeoTexts {
  routes: Record<keyof typeof PATHS, PageText>;
  /** A placed order's private tracking page. */
  tracking: PageText;
  notFound: PageText;
  /** The collection filtered to one brand, a page of its own. */
  brand: (brand: string) => PageText;
  socialImageAlt: string;
}

export type SeoTextsFor = (shopName: string) => SeoTexts;
