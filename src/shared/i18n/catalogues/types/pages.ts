import type { Concentration, ScentFamily } from '#shared/fragrance.ts';
import type { TitledText } from './home.ts';

/** The storefront's pages: a perfume, the collection, the brands, the shop's own pages. */

export interface ProductPageTexts {
  notAvailableTitle: string;
  notAvailableText: string;
  backToCollection: string;
  loading: string;
  breadcrumb: string;
  home: string;
  perfumes: string;
  brand: string;
  category: string;
  style: string;
  zoomImage: string;
  closeZoom: string;
  zoomDialog: (name: string) => string;
  sizesTitle: string;
  sizeLabel: (size: string) => string;
  decrease: (size: string) => string;
  increase: (size: string) => string;
  quantity: (size: string) => string;
  total: string;
  chooseSize: string;
  addToCart: string;
  moreFrom: (brand: string) => string;
  share: string;
  shareOnWhatsApp: string;
  copyLink: string;
  linkCopied: string;
  copyFailed: string;
  shareText: (name: string, brand: string) => string;
  viewPerfume: (name: string) => string;
}

export interface FragranceTexts {
  detailsTitle: string;
  concentration: string;
  scentFamilies: string;
  topNotes: string;
  heartNotes: string;
  baseNotes: string;
  inspiredBy: string;
  concentrations: Record<Concentration, string>;
  families: Record<ScentFamily, string>;
  anyConcentration: string;
  noConcentration: string;
  anyFamily: string;
  notesHint: string;
  inspiredByHint: string;
  invalidConcentration: string;
  invalidFamily: string;
  tooManyNotes: string;
  noteTooLong: string;
  inspiredByTooLong: string;
}

export interface SearchTexts {
  filterLabel: string;
  filterPlaceholder: string;
}

export interface LinkPreviewTexts {
  title: string;
  smallImage: (width: number, height: number) => string;
}

export interface ExploreTexts {
  title: string;
  exploreAll: string;
  subtitle: string;
  searchLabel: string;
  searchPlaceholder: string;
  noBrands: string;
}

export interface PerfumesTexts {
  title: string;
  loading: string;
  empty: string;
  gender: string;
  subtitle: string;
  filtersTitle: string;
  name: string;
  namePlaceholder: string;
  description: string;
  descriptionPlaceholder: string;
  brand: string;
  brandPlaceholder: string;
  noBrandOptions: string;
  style: string;
  allGenders: string;
  allStyles: string;
  genders: {
    men: string;
    women: string;
    unisex: string;
  };
  clearFilters: string;
  applyFilters: string;
}

export interface ShopInfoTexts {
  visitTitle: string;
  visitText: string;
  location: string;
  phone: string;
  hours: string;
  mapTitle: string;
  opensInNewTab: string;
  /** The country after the town, in the footer and the shop's facts. */
  country: string;
  /**
   * The shop's first address in this language: shown while the owner keeps the first (English)
   * address and gives none in this language (docs/decisions/180).
   */
  shopAddress: { street: string; town: string; region: string };
}

export interface AboutTexts {
  subtitle: string;
  storyTitle: string;
  story: readonly [string, string, string];
  missionTitle: string;
  mission: string;
  valuesTitle: string;
  values: readonly [TitledText, TitledText, TitledText];
}

export interface LocationTexts {
  title: string;
  subtitle: string;
}

export interface ContactTexts {
  subtitle: string;
  whatsappTitle: string;
  whatsappText: string;
  callTitle: string;
  callText: string;
}
