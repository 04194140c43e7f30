import { brandDisplayName } from '#shared/brand-display.ts';
import type { PageText, SeoTexts } from '#shared/i18n/catalogues/seo-texts.ts';
import { DEFAULT_LANGUAGE, type Language } from '#shared/i18n/languages.ts';
import { FIXED_PAGE_IDS, type FixedPageId, PAGES, type PageId, pageAt } from '#shared/pages.ts';
import { perfumesByBrandPath } from '#shared/paths.ts';

export interface RouteMeta {
  title: string;
  description: string;
  /** From the page table: private pages and pages with nothing to find say noindex (docs/decisions/079). */
  indexable: boolean;
}

export interface PageMeta extends RouteMeta {
  /** Path (and query) of the page's canonical address; null for a page that does not exist. */
  canonicalPath: string | null;
  /** The page's language (English when absent): its canonical and alternates follow it. */
  language?: Language;
}

/** A brand's names, as the brand list gives them. */
export interface BrandNames {
  name: string;
  nameAr: string | null;
  nameFr: string | null;
}

export interface PageLocation {
  pathname: string;
  search?: string;
  isNotFound?: boolean;
  /**
   * Brands a /perfumes?brand=… page may be titled after, in the page's language (their Arabic or
   * French name): anything else reads as plain /perfumes.
   */
  knownBrands?: readonly BrandNames[];
  /** The address's language; `pathname` is then the spec's path, without the /ar or /fr prefix. */
  language?: Language;
}

/** The not-found page's meta in the texts' language: never indexed. */
export function notFoundMeta(texts: SeoTexts): RouteMeta {
  return { ...texts.notFound, indexable: PAGES.notFound.isIndexable };
}

const isFixedPage = (id: PageId): id is FixedPageId => (FIXED_PAGE_IDS as readonly PageId[]).includes(id);

/** A page's own title and description; null for the not-found page and a product's (product-seo.ts). */
function pageText(id: PageId, texts: SeoTexts): PageText | null {
  const { head } = PAGES[id];
  if (head === 'own') return isFixedPage(id) ? texts.routes[id] : null;
  if (head === 'tracking') return texts.tracking;
  return null;
}

/**
 * The meta of one address, in the language of `texts` (the catalogue's SEO section, built from the
 * shop's name). The page table says which page it is and whether it is indexable. A brand view of
 * the collection is a page of its own (the sitemap lists it); other filters are views of /perfumes
 * and share its canonical address.
 */
export function pageMeta(location: PageLocation, texts: SeoTexts): PageMeta {
  const { pathname, search = '', isNotFound = false, knownBrands = [] } = location;
  const language = location.language ?? DEFAULT_LANGUAGE;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const id = isNotFound ? 'notFound' : pageAt(path);
  const text = pageText(id, texts);
  if (!text) return { ...notFoundMeta(texts), canonicalPath: null, language };
  if (id === 'perfumes') {
    const brand = new URLSearchParams(search).get('brand');
    const known = brand ? knownBrands.find((candidate) => candidate.name === brand) : undefined;
    if (brand && known) {
      const title = texts.brand(brandDisplayName(known, language));
      return { ...title, indexable: true, canonicalPath: perfumesByBrandPath(brand), language };
    }
  }
  return { ...text, indexable: PAGES[id].isIndexable, canonicalPath: path, language };
}
