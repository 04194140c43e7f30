import type { FixedPageId } from '#shared/pages.ts';

/**
 * The head of each page in one language: title, description and the link-preview picture's alt
 * text, for every page of the page table (pages.ts) whose head has texts of its own (a page added
 * to the table fails the type check here until each language has its texts). Built from the
 * shop's name as the owner set it: the caller passes it in.
 */
export interface PageText {
  title: string;
  description: string;
}

export interface SeoTexts {
  routes: Record<FixedPageId, PageText>;
  /** A placed order's private tracking page. */
  tracking: PageText;
  notFound: PageText;
  /** The collection filtered to one brand, a page of its own. */
  brand: (brand: string) => PageText;
  socialImageAlt: string;
}

export type SeoTextsFor = (shopName: string) => SeoTexts;
